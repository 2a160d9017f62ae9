import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '#button/button.tsx';
import { SearchIcon } from '#icons/search-icon.tsx';
import { ServerIcon } from '#icons/server-icon.tsx';
import { UserIcon } from '#icons/user-icon.tsx';
import { Command, CommandDialog, type CommandDialogProps } from './command.tsx';

function Palette({ children, ...props }: Omit<CommandDialogProps, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <SearchIcon />
        Search
      </Button>
      <CommandDialog {...props} open={open} onOpenChange={setOpen}>
        {children}
      </CommandDialog>
    </>
  );
}

/** cmdk's input is always controlled; server-side search keeps the query in state. */
function SearchInput({ initial }: { initial: string }) {
  const [search, setSearch] = useState(initial);
  return <Command.Input placeholder="Search…" value={search} onValueChange={setSearch} />;
}

const meta = {
  title: 'Overlays/CommandDialog',
  component: CommandDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    label: 'Search users, nodes and services',
    children: null,
  },
} satisfies Meta<typeof CommandDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const QuickActions: Story = {
  render: ({ open: _open, onOpenChange: _onOpenChange, children: _children, ...args }) => (
    <Palette {...args}>
      <Command.Input placeholder="Type a command or search…" />
      <Command.Empty>We couldn&apos;t find any result with that term. Please try again.</Command.Empty>
      <Command.List>
        <Command.Group heading="Quick actions">
          <Command.Item>
            <UserIcon />
            Search users
          </Command.Item>
          <Command.Item>
            <ServerIcon />
            Search nodes
          </Command.Item>
          <Command.Item>
            <SearchIcon />
            Search services
          </Command.Item>
        </Command.Group>
        <Command.Separator />
        <Command.Group heading="Go to">
          <Command.Item>Dashboard</Command.Item>
          <Command.Item>Processes</Command.Item>
          <Command.Item disabled>Metrics (no access)</Command.Item>
        </Command.Group>
      </Command.List>
    </Palette>
  ),
};

/** Results come from the server, so the palette does not filter them itself. */
export const Loading: Story = {
  args: { shouldFilter: false },
  render: ({ open: _open, onOpenChange: _onOpenChange, children: _children, ...args }) => (
    <Palette {...args}>
      <SearchInput initial="users:ada" />
      <Command.Loading label="Searching users" />
      <Command.List />
    </Palette>
  ),
};

export const NoResults: Story = {
  args: { shouldFilter: false },
  render: ({ open: _open, onOpenChange: _onOpenChange, children: _children, ...args }) => (
    <Palette {...args}>
      <Command.Input placeholder="Search…" />
      <Command.Empty>We couldn&apos;t find any result with that term. Please try again.</Command.Empty>
      <Command.List />
    </Palette>
  ),
};

export const Inline: Story = {
  render: () => (
    <div style={{ maxWidth: '28rem' }}>
      <Command.Root label="Jump to a section">
        <Command.Input placeholder="Jump to…" />
        <Command.Empty>No section with that name.</Command.Empty>
        <Command.List>
          <Command.Item>Invites</Command.Item>
          <Command.Item>Sync</Command.Item>
          <Command.Item>Collections</Command.Item>
          <Command.Item>Scan media</Command.Item>
        </Command.List>
      </Command.Root>
    </div>
  ),
};
