import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fireEvent, within } from 'storybook/test';
import { Button } from '#button/button.tsx';
import { themePanels } from '#storybook/theme-panels.ts';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';

function Controlled(props: Omit<ConfirmDialogProps, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete server
      </Button>
      <ConfirmDialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    onOpenChange: () => {},
    title: 'Restart server?',
    description: 'Anyone watching is interrupted for about a minute.',
    confirmLabel: 'Restart',
    onConfirm: () => new Promise((resolve) => setTimeout(resolve, 1500)),
  },
  render: ({ open: _open, onOpenChange: _onOpenChange, ...args }) => <Controlled {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Delete user?',
    description: 'Their servers keep running until the end of the billing period.',
    confirmLabel: 'Delete user',
  },
};

/** Deleting a server: the user types its name to show they mean it. */
export const TypeToConfirm: Story = {
  args: {
    tone: 'danger',
    title: 'Delete plex-eu-01?',
    description: 'The server, its libraries and its backups are removed for good.',
    confirmLabel: 'Delete server',
    confirmText: 'plex-eu-01',
  },
};

export const Pending: Story = {
  args: { onConfirm: () => new Promise(() => {}) },
  play: async ({ canvasElement }) => {
    // A plain click event: side by side, two modal dialogs are open and a pointer press inside
    // one counts as "outside" for the other, which would dismiss it.
    for (const panel of themePanels(canvasElement)) {
      fireEvent.click(within(panel).getByRole('button', { name: 'Restart' }));
    }
  },
};

export const WithError: Story = {
  args: {
    tone: 'danger',
    title: 'Delete node?',
    description: 'Servers on it must be moved first.',
    confirmLabel: 'Delete node',
    error: 'The node still hosts 3 servers. Move them to another node and try again.',
  },
};
