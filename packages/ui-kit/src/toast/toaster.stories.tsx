import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { toast } from './toast.ts';
import { Button } from '#button/button.tsx';
import { Inline } from '#layout/stack.tsx';
import { Toaster } from './toaster.tsx';

const meta = {
  title: 'Overlays/Toast',
  component: Toaster,
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

function Triggers() {
  return (
    <Inline>
      <Button variant="secondary" onClick={() => toast('Backup started')}>
        Default
      </Button>
      <Button variant="secondary" onClick={() => toast.success('The server has been restarted')}>
        Success
      </Button>
      <Button variant="secondary" onClick={() => toast.info('New deployment: plex-eu-04', { duration: 10_000 })}>
        Info
      </Button>
      <Button variant="secondary" onClick={() => toast.warning('The node is running low on disk space')}>
        Warning
      </Button>
      <Button variant="secondary" onClick={() => toast.error('The server could not be reached')}>
        Error
      </Button>
    </Inline>
  );
}

export const Interactive: Story = {
  render: (args) => (
    <>
      <Triggers />
      <Toaster {...args} />
    </>
  ),
};

/** The spec's long-lived toasts. Fixed ids keep the light and dark copies from duplicating them. */
function SpecToasts() {
  useEffect(() => {
    toast.warning('Subscription payment past due! Make sure your invoice is paid to prevent termination.', {
      id: 'past-due',
      duration: Number.POSITIVE_INFINITY,
    });
    toast('A new version of the app is available. Please refresh the page to use the latest version.', {
      id: 'new-version',
      duration: Number.POSITIVE_INFINITY,
      action: { label: 'Refresh', onClick: () => {} },
    });
    toast.success('Server deleted', {
      id: 'server-deleted',
      description: 'plex-eu-01 and its backups are gone.',
      duration: Number.POSITIVE_INFINITY,
    });
    return () => {
      toast.dismiss();
    };
  }, []);
  return null;
}

export const Persistent: Story = {
  args: { expand: true },
  render: (args) => (
    <>
      <SpecToasts />
      <Toaster {...args} />
    </>
  ),
};
