import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '#layout/stack.tsx';
import { Spinner } from './spinner.tsx';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  args: { label: 'Loading servers' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="lg">
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
    </Inline>
  ),
};

export const WithVisibleLabel: Story = { args: { showLabel: true, label: 'Fetching your invoices…' } };
