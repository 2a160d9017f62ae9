import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TextButton } from './text-button.tsx';

const meta = {
  title: 'Components/TextButton',
  component: TextButton,
  args: { children: 'Try again', onClick: fn() },
} satisfies Meta<typeof TextButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** An action inside a sentence: what failed, and the way to try once more. */
export const InRunningText: Story = {
  render: (args) => (
    <p style={{ maxWidth: '32rem' }}>
      Your weekly request quota could not be loaded. <TextButton {...args} />
    </p>
  ),
};
