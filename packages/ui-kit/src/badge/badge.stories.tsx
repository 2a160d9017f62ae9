import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '#layout/stack.tsx';
import { Badge } from './badge.tsx';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Running', tone: 'success' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: () => (
    <Inline>
      <Badge tone="neutral">Stopped</Badge>
      <Badge tone="success">Running</Badge>
      <Badge tone="warning">Rebuilding</Badge>
      <Badge tone="danger">Unreachable</Badge>
      <Badge tone="info">Trial</Badge>
    </Inline>
  ),
};

export const LongText: Story = {
  args: {
    tone: 'warning',
    children: 'Subscription payment past due — make sure your invoice is paid to prevent termination',
  },
  render: (args) => (
    <div style={{ maxWidth: '16rem' }}>
      <Badge {...args} />
    </div>
  ),
};
