import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '#layout/card.tsx';
import { Inline, Stack } from '#layout/stack.tsx';
import { Skeleton, SkeletonText } from './skeleton.tsx';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { width: '12rem', height: '1rem' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {};

export const Text: Story = {
  render: () => <SkeletonText lines={4} />,
};

export const ServerCardPlaceholder: Story = {
  render: () => (
    <Card>
      <p role="status">Loading server details</p>
      <Stack gap="md">
        <Inline gap="md">
          <Skeleton width="2.5rem" height="2.5rem" radius="full" />
          <Stack gap="xs" style={{ flex: 1 }}>
            <Skeleton width="40%" height="1.25rem" />
            <Skeleton width="25%" height="0.875rem" />
          </Stack>
        </Inline>
        <SkeletonText lines={3} />
      </Stack>
    </Card>
  ),
};
