import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { AreaNav, type AreaNavProps } from './area-nav.tsx';

const PLEX_TOOLS = [
  { to: 'invites', label: msg`Invites` },
  { to: 'sync', label: msg`Sync` },
  { to: 'collections', label: msg`Collections` },
  { to: 'scan-media', label: msg`Scan media` },
];

/** Stands in for the router: a click opens the screen, and its link is marked as the open one. */
function Area({ open: initial, ...props }: Omit<AreaNavProps, 'renderLink'> & { open: string }) {
  const [open, setOpen] = useState(initial);
  return (
    <AreaNav
      {...props}
      // In the app: (link, text) => <NavLink to={link.to} end={link.end}>{text}</NavLink>
      renderLink={(link, text) => (
        <a
          href={`#${link.to}`}
          aria-current={link.to === open ? 'page' : undefined}
          onClick={(event) => {
            event.preventDefault();
            setOpen(link.to);
          }}
        >
          {text}
        </a>
      )}
    />
  );
}

const meta = {
  title: 'Patterns/AreaNav',
  component: Area,
  args: { label: 'Plex tools', links: PLEX_TOOLS, open: 'invites' },
} satisfies Meta<typeof Area>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The area's first screen is open. */
export const FirstOpen: Story = {};

/** Another screen is open. */
export const OtherOpen: Story = { args: { open: 'collections' } };

/** Labels that came translated already (the API's own words) stand as they are. */
export const TextLabels: Story = {
  args: {
    label: 'Node sections',
    links: [
      { to: '', label: 'Overview', end: true },
      { to: 'edit', label: 'Edit' },
      { to: 'scripts', label: 'Scripts' },
    ],
    open: '',
  },
};

/** More links than fit on a phone: the bar scrolls sideways on its own. */
export const ManyLinks: Story = {
  args: {
    label: 'Request lounge',
    links: ['Movies', 'Movies 4K', 'Shows', 'Shows 4K', 'Subscribed content', 'Top played', 'My requests', 'Media reports', 'Lost and found'].map((label) => ({
      to: label.toLowerCase().replaceAll(' ', '-'),
      label,
    })),
    open: 'top-played',
  },
};
