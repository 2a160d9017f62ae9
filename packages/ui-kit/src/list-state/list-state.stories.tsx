import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '#button/button.tsx';
import { SelectField } from '#field/select-field.tsx';
import { Card } from '#layout/card.tsx';
import { Inline, Stack } from '#layout/stack.tsx';
import { Pager } from '#pager/pager.tsx';
import { ListSearch } from './list-search.tsx';
import { useMemorySearchParams } from './memory-search-params.ts';
import { useListState } from './use-list-state.ts';

const STATUSES = ['open', 'closed', 'all'] as const;
const PAGE_SIZE = 3;

const TICKETS = [
  { id: 4821, subject: 'Buffering on the living-room TV', status: 'open' },
  { id: 4817, subject: 'Plex does not find new episodes', status: 'open' },
  { id: 4810, subject: 'Invoice shows the wrong plan', status: 'closed' },
  { id: 4802, subject: 'Jellyfin password reset', status: 'closed' },
  { id: 4799, subject: 'Emby Connect invite did not arrive', status: 'open' },
  { id: 4781, subject: 'Subtitles out of sync', status: 'closed' },
  { id: 4770, subject: 'Buffering after the update', status: 'open' },
  { id: 4766, subject: 'Moving to another node', status: 'open' },
] as const;

/** A ticket list whose search, filter, order and page live in an address with back and forward. */
function TicketList({ initial }: { initial: string }) {
  const address = useMemorySearchParams(initial);
  const list = useListState(address.state, {
    search: true,
    filters: { status: { default: 'open', values: STATUSES } },
    sort: { default: 'newest', values: ['newest', 'oldest'] },
  });
  const found = TICKETS.filter(
    (ticket) => (list.filters.status === 'all' || ticket.status === list.filters.status) && ticket.subject.toLowerCase().includes(list.search.toLowerCase()),
  ).toSorted((a, b) => (list.sort === 'newest' ? b.id - a.id : a.id - b.id));
  const pageCount = Math.ceil(found.length / PAGE_SIZE);
  const shown = found.slice((list.page - 1) * PAGE_SIZE, list.page * PAGE_SIZE);

  return (
    <Stack gap="lg">
      <Inline>
        <Button variant="secondary" size="sm" onClick={address.back} disabled={!address.canGoBack}>
          Back
        </Button>
        <Button variant="secondary" size="sm" onClick={address.forward} disabled={!address.canGoForward}>
          Forward
        </Button>
        <code>/app/support/tickets{address.query ? `?${address.query}` : ''}</code>
      </Inline>
      <Card title="Tickets">
        <Stack gap="lg">
          <Inline align="end">
            <ListSearch list={list} label="Search tickets" />
            <SelectField
              label="Status"
              value={list.filters.status}
              options={[
                { value: 'open', label: 'Open' },
                { value: 'closed', label: 'Closed' },
                { value: 'all', label: 'All' },
              ]}
              onChange={(event) => list.setFilter('status', event.target.value as (typeof STATUSES)[number])}
            />
            <SelectField
              label="Sort"
              value={list.sort}
              options={[
                { value: 'newest', label: 'Newest first' },
                { value: 'oldest', label: 'Oldest first' },
              ]}
              onChange={(event) => list.setSort(event.target.value as 'newest' | 'oldest')}
            />
            {list.isFiltered ? (
              <Button variant="ghost" onClick={list.reset}>
                Clear filters
              </Button>
            ) : null}
          </Inline>
          {shown.length ? (
            <ul aria-label="Tickets">
              {shown.map((ticket) => (
                <li key={ticket.id}>
                  #{ticket.id} {ticket.subject}
                </li>
              ))}
            </ul>
          ) : (
            <p>No tickets match.</p>
          )}
          <Pager label="Ticket pages" {...list.pagerProps(pageCount)} />
        </Stack>
      </Card>
    </Stack>
  );
}

const meta = {
  title: 'Patterns/List state',
  component: TicketList,
  args: { initial: '' },
} satisfies Meta<typeof TicketList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type, filter, sort and page, then step back and forward through the address. */
export const Default: Story = {};

/** Opened from a shared link: the list shows what the address says. */
export const FromAnAddress: Story = { args: { initial: 'q=buffering&status=all&sort=oldest' } };
