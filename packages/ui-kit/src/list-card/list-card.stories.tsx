import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '#badge/badge.tsx';
import { ListCard, ListCardLink, ListCardList, ListCardSkeleton, ListCardTitle } from './list-card.tsx';

const meta = {
  title: 'Components/ListCard',
  component: ListCardList,
  args: { 'aria-label': 'Invoices' },
} satisfies Meta<typeof ListCardList>;

export default meta;
type Story = StoryObj<typeof meta>;

const invoices = [
  { id: 1042, status: 'Unpaid', tone: 'warning', due: 'Apr 1, 2026', total: '€12.67' },
  { id: 1031, status: 'Paid', tone: 'success', due: 'Mar 1, 2026', total: '€59.90' },
  { id: 1017, status: 'Overdue', tone: 'danger', due: 'Feb 1, 2026', total: '€108.90' },
] as const;

const muted = { margin: 0, color: 'inherit', opacity: 0.8, fontSize: '0.875rem' };

/** A row per item from tablet width up, a card per item on a phone; the number link opens the whole card. */
export const Rows: Story = {
  render: (args) => (
    <ListCardList {...args}>
      {invoices.map((invoice) => (
        <ListCard key={invoice.id}>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' }}>
            <ListCardTitle>
              <ListCardLink href={`#invoice-${invoice.id}`}>Invoice {invoice.id}</ListCardLink>
            </ListCardTitle>
            <Badge tone={invoice.tone}>{invoice.status}</Badge>
          </div>
          <p style={muted}>
            Due {invoice.due} · {invoice.total}
          </p>
        </ListCard>
      ))}
    </ListCardList>
  ),
};

/** An item with something unread: a bar along its start edge and a bolder title. */
export const Highlighted: Story = {
  args: { 'aria-label': 'Tickets' },
  render: (args) => (
    <ListCardList {...args}>
      <ListCard highlighted>
        <div style={{ display: 'grid', gap: '0.25rem' }}>
          <ListCardTitle strong>
            <ListCardLink href="#ticket-7">Plex buffers on 4K remuxes since yesterday</ListCardLink>
          </ListCardTitle>
          <p style={muted}>#7 · Technical · updated 3 hours ago</p>
        </div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem' }}>
          <Badge tone="warning">1 new reply</Badge>
          <Badge tone="success">Answered</Badge>
        </div>
      </ListCard>
      <ListCard>
        <div style={{ display: 'grid', gap: '0.25rem' }}>
          <ListCardTitle>
            <ListCardLink href="#ticket-5">Invoice address</ListCardLink>
          </ListCardTitle>
          <p style={muted}>#5 · Billing · updated Mar 2, 2026</p>
        </div>
        <Badge tone="neutral">Closed</Badge>
      </ListCard>
    </ListCardList>
  ),
};

/** Tiles, as many as fit a row. */
export const Tiles: Story = {
  args: { 'aria-label': 'Your servers', layout: 'tiles' },
  render: (args) => (
    <ListCardList {...args}>
      {['Jordan’s Plex', 'Shah Family Emby', 'Mateo’s Jellyfin'].map((name) => (
        <ListCard key={name}>
          <ListCardTitle size="lg">
            <ListCardLink href={`#${name}`}>{name}</ListCardLink>
          </ListCardTitle>
          <Badge tone="success">Running</Badge>
        </ListCard>
      ))}
    </ListCardList>
  ),
};

/** While the list loads; the list says what loads, the placeholders are hidden from assistive tech. */
export const Loading: Story = {
  args: { 'aria-label': 'Loading your invoices', 'aria-busy': true },
  render: (args) => (
    <ListCardList {...args}>
      <ListCardSkeleton />
      <ListCardSkeleton />
      <ListCardSkeleton lines={['55%', '80%']} />
    </ListCardList>
  ),
};

/** A long title at a phone's width of 390 px wraps inside the card. */
export const Phone: Story = {
  render: (args) => (
    <div style={{ maxWidth: '390px', padding: '16px', boxSizing: 'border-box' }}>
      <ListCardList {...args}>
        <ListCard>
          <ListCardTitle>
            <ListCardLink href="#ticket-9">Playback stops on the Roku after ten minutes with a transcoder error in the logs</ListCardLink>
          </ListCardTitle>
          <Badge tone="info">Open</Badge>
        </ListCard>
      </ListCardList>
    </div>
  ),
};
