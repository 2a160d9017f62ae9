import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '#button/button.tsx';
import { Stack } from '#layout/stack.tsx';
import { Alert } from './alert.tsx';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { tone: 'info', children: 'Backups run every night at 03:00 server time.' },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};

export const Tones: Story = {
  render: () => (
    <Stack>
      <Alert tone="info" title="Demo mode">
        Most settings are disabled.
      </Alert>
      <Alert tone="success" title="Done!">
        Plex config has been reset.
      </Alert>
      <Alert tone="warning" title="Payment past due">
        Subscription payment past due! Make sure your invoice is paid to prevent termination.
      </Alert>
      <Alert tone="error" title="Uh oh!">
        The node did not answer. Try again in a minute.
      </Alert>
    </Stack>
  ),
};

export const WithAction: Story = {
  args: {
    tone: 'warning',
    title: 'The CDN is off',
    children: 'Turn it on to speed up streaming for viewers far from the node.',
    action: (
      <Button size="sm" variant="secondary">
        Enable CDN
      </Button>
    ),
  },
};

export const LongText: Story = {
  args: {
    tone: 'error',
    title: 'Deployment failed',
    children:
      'The container could not be created because the node ran out of disk space while extracting the image layers. Free up space on /mnt/storage or move the server to another node, then deploy again. Reference: deploy-7f3c2a9e-4b1d-4c8e-9a0f-1e2d3c4b5a69',
  },
};
