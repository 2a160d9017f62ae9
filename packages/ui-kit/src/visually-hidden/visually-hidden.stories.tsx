import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '#badge/badge.tsx';
import { VisuallyHidden } from './visually-hidden.tsx';

const meta = {
  title: 'Utilities/VisuallyHidden',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The badge reads "Server status: Running" to a screen reader and "Running" on screen. */
export const ExtraContextForScreenReaders: Story = {
  render: () => (
    <Badge tone="success">
      <VisuallyHidden>Server status: </VisuallyHidden>
      Running
    </Badge>
  ),
};
