import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '#button/button.tsx';
import { MessageDialog, type MessageDialogProps } from './message-dialog.tsx';

function Controlled(props: Omit<MessageDialogProps, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Show message
      </Button>
      <MessageDialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Overlays/MessageDialog',
  component: MessageDialog,
  args: {
    open: true,
    onOpenChange: () => {},
    title: 'Whoops!',
    message: 'Something went wrong',
    tone: 'error',
  },
  render: ({ open: _open, onOpenChange: _onOpenChange, ...args }) => <Controlled {...args} />,
} satisfies Meta<typeof MessageDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Whoops: Story = {};

export const UhOh: Story = {
  args: { title: 'Uh oh!', message: 'The node did not answer. Try again in a minute.', tone: 'warning' },
};

export const Done: Story = { args: { title: 'Done!', message: 'The server has been started', tone: 'success' } };

export const Poof: Story = { args: { title: 'Poof!', message: 'The node has been deleted', tone: 'success' } };

export const Info: Story = {
  args: { title: 'Rebooting...', message: 'The node restarts now. This takes a minute or two.', tone: 'info' },
};

export const LongMessage: Story = {
  args: {
    title: 'Whoops!',
    tone: 'error',
    actionLabel: 'Got it!',
    message: (
      <>
        <p>The backup could not be restored because the archive on the storage mount is incomplete.</p>
        <p>Choose an older backup, or contact support with reference restore-2f9c41e0-8d7b-4a55-b1f3-6e2a9c0d7b18.</p>
      </>
    ),
  },
};

/** A second action beside the acknowledgement; both close the dialog. */
export const SecondAction: Story = {
  args: {
    title: 'Done!',
    tone: 'success',
    message: 'Your ticket #4821 is open. Our team usually answers within a day.',
    secondaryActionLabel: 'View ticket',
  },
};
