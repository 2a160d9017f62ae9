import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '#layout/card.tsx';
import { Page } from '#layout/page.tsx';
import { breadcrumbsFrom, screen, ACCESS } from '#route-handle/route-handle.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';

// What `useMatches()` lists on a server's page in the admin area.
const matches = [
  { pathname: '/admin', handle: { access: ACCESS.admin } },
  { pathname: '/admin/nodes', handle: screen({ title: msg`Nodes`, access: ACCESS.admin, breadcrumb: true, menu: '/admin/nodes' }) },
  // The node's crumb is its name, from the route's loader data.
  { pathname: '/admin/nodes/7', params: { nodeId: '7' }, handle: screen({ title: msg`Node`, access: ACCESS.admin, breadcrumb: () => 'node-7.fra' }) },
  { pathname: '/admin/nodes/7/servers/12', handle: screen({ title: msg`Server`, access: ACCESS.admin, breadcrumb: msg`Server` }) },
];

const meta = {
  title: 'Patterns/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: breadcrumbsFrom(matches, { current: 'plex-eu-01' }),
    // In the app: (crumb) => <Link to={crumb.to}>{crumb.label}</Link>
    renderLink: (crumb) => <a href={`#${crumb.to}`}>{crumb.label}</a>,
  },
  render: (args) => (
    <Page title="plex-eu-01" breadcrumbs={<Breadcrumbs {...args} />}>
      <Card title="Container">The container has been up for 12 days.</Card>
    </Page>
  ),
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From the matched routes' handles (`breadcrumbsFrom`), the last one named after the loaded server. */
export const InAPage: Story = {};

/** A screen one level down. */
export const OneLevel: Story = { args: { items: breadcrumbsFrom(matches.slice(0, 2)) } };

/** Long names wrap instead of pushing the page sideways on a phone. */
export const LongNames: Story = {
  args: {
    items: [
      { label: 'Transcode transgressions', to: '/admin/metrics/transcodes', current: false },
      { label: 'node-frankfurt-storage-heavy-07.example.net', to: '/admin/nodes/7', current: false },
      { label: 'plex-eu-01-with-a-very-long-customer-chosen-name', to: '/admin/nodes/7/servers/12', current: true },
    ],
  },
};
