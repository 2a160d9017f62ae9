import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { fn } from 'storybook/test';
import { Button } from '#button/button.tsx';
import { BellIcon } from '#icons/bell-icon.tsx';
import { ChevronDownIcon } from '#icons/chevron-down-icon.tsx';
import { UserIcon } from '#icons/user-icon.tsx';
import { DropdownMenu } from './dropdown-menu.tsx';

const meta = {
  title: 'Overlays/DropdownMenu',
  component: DropdownMenu.Root,
  args: { onOpenChange: fn() },
  render: (args) => <UserMenu {...args} />,
} satisfies Meta<typeof DropdownMenu.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

function UserMenu({
  contentProps,
  ...props
}: ComponentProps<typeof DropdownMenu.Root> & { contentProps?: ComponentProps<typeof DropdownMenu.Content> }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', minHeight: '18rem' }}>
      <DropdownMenu.Root {...props}>
        <DropdownMenu.Trigger asChild>
          <Button variant="ghost">
            <UserIcon />
            Ada Lovelace
            <ChevronDownIcon />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content {...contentProps}>
          <DropdownMenu.Label>ada@example.com</DropdownMenu.Label>
          <DropdownMenu.Group>
            <DropdownMenu.Item icon={<BellIcon />}>Notifications</DropdownMenu.Item>
            <DropdownMenu.Item>Account settings</DropdownMenu.Item>
            <DropdownMenu.Item disabled>Switch to Admin Menu</DropdownMenu.Item>
          </DropdownMenu.Group>
          <DropdownMenu.Separator />
          <DropdownMenu.Item tone="danger">Sign out</DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </div>
  );
}

export const Closed: Story = {};

export const Open: Story = {
  args: { defaultOpen: true, modal: false },
  // Side by side, the copy that opens second takes focus from the first, and a menu closes when
  // focus leaves it; this one stays open so both themes can be compared.
  render: (args) => <UserMenu {...args} contentProps={{ onFocusOutside: (event) => event.preventDefault() }} />,
};

export const RowActions: Story = {
  render: (args) => (
    <DropdownMenu.Root {...args}>
      <DropdownMenu.Trigger asChild>
        <Button variant="secondary" size="sm">
          Actions for plex-eu-01
          <ChevronDownIcon />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="start">
        <DropdownMenu.Item>Start</DropdownMenu.Item>
        <DropdownMenu.Item>Restart</DropdownMenu.Item>
        <DropdownMenu.Item>Rebuild</DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item tone="danger">Delete server</DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  ),
};
