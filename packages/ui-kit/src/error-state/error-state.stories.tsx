import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorState } from './error-state.tsx';

const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithRetry: Story = {
  args: { message: 'The invoices could not be loaded. Check your connection and try again.', onRetry: fn() },
};

export const CustomTitle: Story = {
  args: { title: 'Whoops', message: 'Something went wrong fetching the user', onRetry: fn(), retryLabel: 'Reload' },
};
