import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline, Stack } from '#layout/stack.tsx';
import { AlertIcon } from './alert-icon.tsx';
import { AlertTriangleIcon } from './alert-triangle-icon.tsx';
import { BellIcon } from './bell-icon.tsx';
import { CheckCircleIcon } from './check-circle-icon.tsx';
import { CheckIcon } from './check-icon.tsx';
import { ChevronDownIcon } from './chevron-down-icon.tsx';
import { CloseIcon } from './close-icon.tsx';
import { EyeIcon } from './eye-icon.tsx';
import { EyeOffIcon } from './eye-off-icon.tsx';
import { Icon } from './icon.tsx';
import { InfoIcon } from './info-icon.tsx';
import { MenuIcon } from './menu-icon.tsx';
import { MoonIcon } from './moon-icon.tsx';
import { SearchIcon } from './search-icon.tsx';
import { ServerIcon } from './server-icon.tsx';
import { SunIcon } from './sun-icon.tsx';
import { UserIcon } from './user-icon.tsx';

const icons = {
  AlertIcon,
  AlertTriangleIcon,
  BellIcon,
  CheckCircleIcon,
  CheckIcon,
  ChevronDownIcon,
  CloseIcon,
  EyeIcon,
  EyeOffIcon,
  InfoIcon,
  MenuIcon,
  MoonIcon,
  SearchIcon,
  ServerIcon,
  SunIcon,
  UserIcon,
};

const meta = {
  title: 'Foundations/Icons',
  component: Icon,
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = {
  args: { children: null },
  render: () => (
    <Inline gap="xl" as="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {Object.entries(icons).map(([name, Component]) => (
        <Stack key={name} as="li" gap="xs" align="center" style={{ width: '8rem', fontSize: '0.75rem' }}>
          <Component size={24} />
          <code>{name}</code>
        </Stack>
      ))}
    </Inline>
  ),
};

/** With a `title` an icon stands on its own as an image with that name. */
export const Labelled: Story = {
  args: { children: null },
  render: () => <ServerIcon size={32} title="Server online" />,
};
