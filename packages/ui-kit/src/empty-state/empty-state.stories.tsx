import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '#button/button.tsx';
import { BellIcon } from '#icons/bell-icon.tsx';
import { SearchIcon } from '#icons/search-icon.tsx';
import { ServerIcon } from '#icons/server-icon.tsx';
import { EmptyState } from './empty-state.tsx';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { title: 'No notifications.', icon: <BellIcon /> },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDescriptionAndAction: Story = {
  args: {
    title: 'No servers yet',
    description: 'Your Plex, Emby or Jellyfin server appears here as soon as it is deployed.',
    icon: <ServerIcon />,
    action: <Button>Visit the shop</Button>,
  },
};

export const SearchWithoutResults: Story = {
  args: {
    title: 'No results',
    description: "We couldn't find any result with that term. Please try again.",
    icon: <SearchIcon />,
  },
};

export const TitleOnly: Story = { args: { title: 'No recorded processes the last hour.', icon: undefined } };
