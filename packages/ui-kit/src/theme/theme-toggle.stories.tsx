import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemeProvider } from './theme-provider.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

const meta = {
  title: 'Foundations/ThemeToggle',
  component: ThemeToggle,
  decorators: [
    (Story) => (
      <ThemeProvider>
        <Story />
      </ThemeProvider>
    ),
  ],
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Switches the whole document (`<html data-theme>`); the panels here keep their own theme. */
export const Default: Story = {};

export const Secondary: Story = { args: { variant: 'secondary' } };
