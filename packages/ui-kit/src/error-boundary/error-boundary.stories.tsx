import type { Meta, StoryObj } from '@storybook/react-vite';
import { SectionBoundary } from './section-boundary.tsx';

function Crashing(): React.ReactNode {
  throw new TypeError("Cannot read properties of undefined (reading 'map')");
}

const meta = {
  title: 'Components/SectionBoundary',
  component: SectionBoundary,
  args: { title: 'The backups could not be shown' },
} satisfies Meta<typeof SectionBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The part renders normally. */
export const Working: Story = { args: { children: <p>Three backups, the newest from this morning.</p> } };

/** The part crashed: a short error, details to copy, and Try again. */
export const Crashed: Story = { args: { children: <Crashing /> } };
