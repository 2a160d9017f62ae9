import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AnnouncementView } from './announcement-view.tsx';

const MAINTENANCE =
  '<p>We are patching <strong>fra-02</strong> on Sunday between 03:00 and 04:00 UTC. Servers on that node restart once and are back within five minutes.</p><p>Follow along on the <a href="/app/status">status page</a>.</p>';

const PRICES =
  '<h2>What changes</h2><p>From January, new plans cost a little more; <strong>existing plans keep their price</strong>.</p><ul><li>Starter: 9.90</li><li>Plus: 14.90</li><li>Pro: 24.90</li></ul><p>Questions? <a href="https://mediadock.example/pricing">Read the details</a>.</p>';

const meta = {
  title: 'Overlays/AnnouncementView',
  component: AnnouncementView,
  args: {
    announcement: { header: 'Maintenance on fra-02 this Sunday', content: MAINTENANCE, size: 'md' },
    onClose: fn(),
  },
} satisfies Meta<typeof AnnouncementView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default size, as most announcements use it. */
export const Medium: Story = {};

/** A short note. */
export const Small: Story = {
  args: { announcement: { header: 'New node in Warsaw', content: '<p>Servers can now be deployed in <strong>Warsaw</strong>.</p>', size: 'sm' } },
};

export const Large: Story = { args: { announcement: { header: 'Maintenance on fra-02 this Sunday', content: MAINTENANCE, size: 'lg' } } };

/** Wider than any other dialog: for tables and lists. */
export const ExtraLarge: Story = { args: { announcement: { header: 'Price changes for new plans in 2027', content: PRICES, size: 'xl' } } };

export const Light: Story = { globals: { theme: 'light' } };

export const Dark: Story = { globals: { theme: 'dark' } };

/** Markup that tries to run script is rendered harmlessly. */
export const HostileMarkup: Story = {
  args: {
    announcement: {
      header: 'Big news',
      content: '<p>Read <em>this</em></p><img src="x" alt="" onerror="alert(1)"><a href="javascript:alert(1)">Details</a><script>alert(1)</script>',
      size: 'md',
    },
  },
};
