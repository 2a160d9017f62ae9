import type { Meta, StoryObj } from '@storybook/react-vite';
import { CloseIcon } from '#icons/close-icon.tsx';
import { MenuIcon } from '#icons/menu-icon.tsx';
import { SearchIcon } from '#icons/search-icon.tsx';
import { ServerIcon } from '#icons/server-icon.tsx';
import { Inline, Stack } from '#layout/stack.tsx';
import { Button } from './button.tsx';
import { IconButton } from './icon-button.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Start server', variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Restart' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'View logs' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Delete server' } };

export const Variants: Story = {
  render: (args) => (
    <Stack gap="lg">
      {(['md', 'sm'] as const).map((size) => (
        <Inline key={size}>
          <Button {...args} size={size} variant="primary">
            Primary
          </Button>
          <Button {...args} size={size} variant="secondary">
            Secondary
          </Button>
          <Button {...args} size={size} variant="ghost">
            Ghost
          </Button>
          <Button {...args} size={size} variant="danger">
            Danger
          </Button>
        </Inline>
      ))}
    </Stack>
  ),
};

export const Disabled: Story = {
  render: (args) => (
    <Inline>
      <Button {...args} disabled variant="primary">
        Primary
      </Button>
      <Button {...args} disabled variant="secondary">
        Secondary
      </Button>
      <Button {...args} disabled variant="ghost">
        Ghost
      </Button>
      <Button {...args} disabled variant="danger">
        Danger
      </Button>
    </Inline>
  ),
};

export const Loading: Story = { args: { loading: true, children: 'Starting…' } };

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <ServerIcon />
        New server
      </>
    ),
  },
};

export const FullWidth: Story = { args: { fullWidth: true, children: 'Sign in' } };

export const AsLink: Story = {
  args: { asChild: true, variant: 'secondary', children: <a href="#invoices">View invoices</a> },
};

export const LongText: Story = {
  args: { children: 'Restart every container on this node and remount the storage paths' },
  render: (args) => (
    <div style={{ maxWidth: '20rem' }}>
      <Button {...args} />
    </div>
  ),
};

export const IconButtons: Story = {
  render: () => (
    <Inline>
      <IconButton label="Open menu">
        <MenuIcon />
      </IconButton>
      <IconButton label="Search" variant="secondary">
        <SearchIcon />
      </IconButton>
      <IconButton label="Close" size="sm">
        <CloseIcon />
      </IconButton>
      <IconButton label="Search (unavailable)" disabled>
        <SearchIcon />
      </IconButton>
    </Inline>
  ),
};
