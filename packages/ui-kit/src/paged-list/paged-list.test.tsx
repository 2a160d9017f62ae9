import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ListCard, ListCardList } from '#list-card/list-card.tsx';
import { useMemorySearchParams } from '#list-state/memory-search-params.ts';
import { useListState } from '#list-state/use-list-state.ts';
import { SectionLoading } from '#section/section-loading.tsx';
import { PagedList, type PagedListProps, type PagedQueryLike } from './paged-list.tsx';

interface Process {
  id: number;
  command: string;
}

const ROWS: Process[] = [
  { id: 1, command: 'docker restart plex-412' },
  { id: 2, command: 'mount -a' },
];

type Query = PagedQueryLike<Process>;

const settled = (data: Query['data'], more: Partial<Query> = {}): Query => ({
  isPending: false,
  isError: false,
  error: null,
  isPlaceholderData: false,
  refetch: vi.fn(),
  data,
  ...more,
});

const page = (data: Process[], total: number, current = 1, last = 1) => ({ data, meta: { current_page: current, last_page: last, total } });

type Extra = Partial<Omit<PagedListProps<Process>, 'query' | 'list' | 'children'>>;

/** A list of processes whose address starts at `initial`; the address is shown to follow what a button did. */
function Processes({ query, initial = '', ...extra }: { query: Query; initial?: string } & Extra) {
  const address = useMemorySearchParams(initial);
  const list = useListState(address.state, {
    search: true,
    filters: { status: { default: 'all', values: ['all', 'failed'] } },
    sort: { default: 'newest', values: ['newest', 'oldest'] },
  });
  return (
    <>
      <p data-testid="address">{address.query}</p>
      <PagedList
        query={query}
        list={list}
        loading="Loading the processes"
        error="The processes could not be loaded"
        empty={{ title: 'No recorded processes', description: 'Commands run on the nodes show up here.' }}
        noMatch={{ title: 'No processes match', description: 'Try another search, node or status.' }}
        offPage="There are no processes on this page."
        count={(total) => `${total} processes`}
        pagerLabel="Process pages"
        {...extra}
      >
        {(rows, { busy }) => (
          <ListCardList aria-label="Processes" aria-busy={busy || undefined}>
            {rows.map((row) => (
              <ListCard key={row.id}>{row.command}</ListCard>
            ))}
          </ListCardList>
        )}
      </PagedList>
    </>
  );
}

const address = () => screen.getByTestId('address').textContent;

describe('PagedList', () => {
  describe('while the first page loads', () => {
    it('shows card skeletons in a list named for what loads, busy', () => {
      render(<Processes query={{ ...settled(undefined), isPending: true }} skeleton={{ items: 4, lines: ['70%', '40%'] }} />);
      const loading = screen.getByRole('list', { name: 'Loading the processes' });
      expect(loading).toHaveAttribute('aria-busy', 'true');
      expect(within(loading).getAllByRole('listitem')).toHaveLength(4);
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    });

    it('shows a placeholder of the screen’s own instead', () => {
      render(<Processes query={{ ...settled(undefined), isPending: true }} loading={<SectionLoading label="Loading the processes" shape="text" />} />);
      expect(screen.getByRole('status', { name: 'Loading the processes' })).toHaveAttribute('aria-busy', 'true');
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
    });

    it('keeps loading while something else the rows need is pending', () => {
      render(<Processes query={settled(page(ROWS, 2))} pending />);
      expect(screen.getByRole('list', { name: 'Loading the processes' })).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Processes' })).not.toBeInTheDocument();
    });
  });

  describe('when the load fails', () => {
    it('shows the failure with Try again, which loads again', async () => {
      const user = userEvent.setup();
      const query = settled(undefined, { isError: true, error: new Error('The server did not answer.') });
      render(<Processes query={query} />);
      const alert = screen.getByRole('alert');
      expect(within(alert).getByRole('heading', { level: 2, name: 'The processes could not be loaded' })).toBeInTheDocument();
      expect(alert).toHaveTextContent('The server did not answer.');
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(query.refetch).toHaveBeenCalledOnce();
    });

    it('replaces a page at hand, unless the screen keeps it with a refresh failure above it', () => {
      const query = settled(page(ROWS, 2), { isError: true, error: new Error('Gone.') });
      const { unmount } = render(<Processes query={query} />);
      expect(screen.queryByRole('list', { name: 'Processes' })).not.toBeInTheDocument();
      unmount();

      render(<Processes query={query} refreshError="The processes could not be refreshed" headingLevel={3} />);
      expect(screen.getByRole('heading', { level: 3, name: 'The processes could not be refreshed' })).toBeInTheDocument();
      expect(within(screen.getByRole('list', { name: 'Processes' })).getAllByRole('listitem')).toHaveLength(2);
    });
  });

  describe('with no rows at all', () => {
    it('shows the screen’s own empty state, with its action', () => {
      render(<Processes query={settled(page([], 0))} empty={{ title: 'No nodes yet', action: <a href="/admin/nodes/create">Add a node</a> }} headingLevel={3} />);
      expect(screen.getByRole('heading', { level: 3, name: 'No nodes yet' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Add a node' })).toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });
  });

  describe('when nothing matches', () => {
    it('offers Clear the filters, which resets the search, the filters and the order', async () => {
      const user = userEvent.setup();
      render(<Processes query={settled(page([], 0))} initial="q=rsync&status=failed&sort=oldest" />);
      expect(screen.getByRole('heading', { level: 2, name: 'No processes match' })).toBeInTheDocument();
      expect(screen.getByText('Try another search, node or status.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
      expect(address()).toBe('');
    });

    it('words the button and its action as the screen says', async () => {
      const user = userEvent.setup();
      const onClear = vi.fn();
      render(<Processes query={settled(page([], 0))} initial="status=failed" noMatch={{ title: 'No failed processes', clearLabel: 'Show every process', onClear }} />);
      await user.click(screen.getByRole('button', { name: 'Show every process' }));
      expect(onClear).toHaveBeenCalledOnce();
      expect(address()).toBe('status=failed');
    });

    it('follows the screen’s own idea of narrowed down', () => {
      render(<Processes query={settled(page([], 0))} initial="status=failed" filtered={false} />);
      expect(screen.getByRole('heading', { name: 'No recorded processes' })).toBeInTheDocument();
    });
  });

  describe('past the last page', () => {
    it('offers the last page', async () => {
      const user = userEvent.setup();
      render(<Processes query={settled(page([], 12, 9, 3))} initial="page=9" />);
      expect(screen.getByRole('heading', { name: 'There are no processes on this page.' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
      expect(address()).toBe('page=3');
    });

    it('shows the empty page when the screen has no words for it', () => {
      render(<Processes query={settled(page([], 12, 9, 3))} initial="page=9" offPage={undefined} />);
      expect(screen.queryByRole('button', { name: /Go to page/ })).not.toBeInTheDocument();
      expect(screen.getByRole('list', { name: 'Processes' })).toBeEmptyDOMElement();
    });
  });

  describe('with rows', () => {
    it('shows the count in a polite live region, the rows and the pager', () => {
      render(<Processes query={settled(page(ROWS, 27, 2, 3))} initial="page=2" />);
      const count = screen.getByText('27 processes');
      expect(count.tagName).toBe('P');
      expect(count).toHaveAttribute('aria-live', 'polite');
      const rows = screen.getByRole('list', { name: 'Processes' });
      expect(rows).not.toHaveAttribute('aria-busy');
      expect(within(rows).getAllByRole('listitem')).toHaveLength(2);
      const pager = screen.getByRole('navigation', { name: 'Process pages' });
      expect(pager).toHaveTextContent('Page 2 of 3');
      expect(pager).not.toHaveAttribute('aria-busy');
    });

    it('marks the rows and the pager busy while the next page loads', () => {
      render(<Processes query={settled(page(ROWS, 27, 1, 3), { isPlaceholderData: true })} />);
      expect(screen.getByRole('list', { name: 'Processes' })).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('navigation', { name: 'Process pages' })).toHaveAttribute('aria-busy', 'true');
    });

    it('pages through the address', async () => {
      const user = userEvent.setup();
      render(<Processes query={settled(page(ROWS, 27, 1, 3))} />);
      await user.click(within(screen.getByRole('navigation', { name: 'Process pages' })).getByRole('button', { name: /Next/ }));
      expect(address()).toBe('page=2');
    });

    it('leaves the count out without `count`, and takes the screen’s own layout', () => {
      const layout = vi.fn(({ rows, pager, total }: { rows: ReactNode; pager: ReactNode; total: number }) => (
        <section aria-label={`All ${total}`}>
          {rows}
          {pager}
        </section>
      ));
      render(<Processes query={settled(page(ROWS, 27, 1, 3))} count={undefined} layout={layout} />);
      expect(screen.queryByText('27 processes')).not.toBeInTheDocument();
      const region = screen.getByRole('region', { name: 'All 27' });
      expect(within(region).getByRole('list', { name: 'Processes' })).toBeInTheDocument();
      expect(within(region).getByRole('navigation', { name: 'Process pages' })).toBeInTheDocument();
      expect(layout).toHaveBeenCalledWith(expect.objectContaining({ count: null, refreshError: null, busy: false, total: 27 }));
    });
  });
});
