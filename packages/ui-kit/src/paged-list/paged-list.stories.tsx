import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '#badge/badge.tsx';
import { Card } from '#layout/card.tsx';
import { Stack } from '#layout/stack.tsx';
import { ListCard, ListCardList, ListCardTitle } from '#list-card/list-card.tsx';
import { useMemorySearchParams } from '#list-state/memory-search-params.ts';
import { useListState } from '#list-state/use-list-state.ts';
import { SectionLoading } from '#section/section-loading.tsx';
import { PagedList, type PagedQueryLike } from './paged-list.tsx';

interface Mount {
  id: number;
  point: string;
  node: string;
  failing: boolean;
}

const MOUNTS: Mount[] = [
  { id: 1, point: '/mnt/media', node: 'fra-01', failing: true },
  { id: 2, point: '/mnt/media', node: 'ams-01', failing: false },
  { id: 3, point: '/mnt/backups', node: 'ams-01', failing: false },
];

type State = 'loading' | 'table-loading' | 'error' | 'empty' | 'no-match' | 'off-page' | 'rows' | 'busy' | 'refresh-failed';

const failure = Object.assign(new Error('The server did not answer.'), { details: 'GET /api/admin/storage/mounts?page=1\n503 Service Unavailable' });

function queryFor(state: State, refetch: () => void): PagedQueryLike<Mount> {
  const base = { isPending: false, isError: false, error: null, isPlaceholderData: false, refetch };
  const page = (data: Mount[], total: number, current = 1, last = 4) => ({ data, meta: { current_page: current, last_page: last, total } });
  switch (state) {
    case 'loading':
    case 'table-loading':
      return { ...base, isPending: true, data: undefined };
    case 'error':
      return { ...base, isError: true, error: failure, data: undefined };
    case 'empty':
    case 'no-match':
      return { ...base, data: page([], 0, 1, 1) };
    case 'off-page':
      return { ...base, data: page([], 12, 9, 4) };
    case 'busy':
      return { ...base, isPlaceholderData: true, data: page(MOUNTS, 12, 2) };
    case 'refresh-failed':
      return { ...base, isError: true, error: failure, data: page(MOUNTS, 12) };
    default:
      return { ...base, data: page(MOUNTS, 12) };
  }
}

/** The mounts of an admin screen, one page of them in a given state. */
function MountList({ state }: { state: State }) {
  const address = useMemorySearchParams(state === 'no-match' ? 'search=nas' : state === 'off-page' ? 'page=9' : '');
  const list = useListState(address.state, { search: true, filters: { state: { default: 'all', values: ['all', 'failing'] } } });
  return (
    <Card title="Mounts of the nodes">
      <Stack gap="lg">
        <PagedList
          query={queryFor(state, () => undefined)}
          list={list}
          loading={state === 'table-loading' ? <SectionLoading label="Loading the mounts" shape="text" lines={6} /> : 'Loading the mounts'}
          skeleton={{ items: 4, lines: ['50%', '80%'] }}
          error="The mounts could not be loaded"
          refreshError={state === 'refresh-failed' ? 'The mounts could not be refreshed' : undefined}
          empty={{ title: 'No mounts yet', description: 'The nodes’ mounts show up here once the mount paths are set up on them.' }}
          noMatch={{ title: 'No mounts match', description: 'Try another search, node or state.' }}
          offPage="There are no mounts on this page."
          count={(total) => `${total} mounts`}
          pagerLabel="Mount pages"
          headingLevel={3}
        >
          {(rows, { busy }) => (
            <ListCardList aria-label="Mounts" aria-busy={busy || undefined}>
              {rows.map((mount) => (
                <ListCard key={mount.id} highlighted={mount.failing}>
                  <ListCardTitle>
                    {mount.point} on {mount.node}
                  </ListCardTitle>
                  {mount.failing ? <Badge tone="danger">Failing</Badge> : <Badge tone="success">Mounted</Badge>}
                </ListCard>
              ))}
            </ListCardList>
          )}
        </PagedList>
      </Stack>
    </Card>
  );
}

const meta = {
  title: 'Data/PagedList',
  component: MountList,
  args: { state: 'rows' },
  argTypes: {
    state: { control: 'select', options: ['loading', 'table-loading', 'error', 'empty', 'no-match', 'off-page', 'rows', 'busy', 'refresh-failed'] },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '1rem', maxWidth: '48rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MountList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of rows between the count (a polite live region) and the pager, in both themes side by side. */
export const Rows: Story = {};

/** The first page loads: card skeletons in a list named for what loads, busy. */
export const Loading: Story = { args: { state: 'loading' } };

/** A placeholder of the screen's own: lines in the shape of a table. */
export const TableLoading: Story = { args: { state: 'table-loading' } };

/** The load failed: the failure, its details and Try again. */
export const Failed: Story = { args: { state: 'error' } };

/** No rows at all: the screen's own empty state. */
export const Empty: Story = { args: { state: 'empty' } };

/** Nothing matches the search: Clear the filters goes back to the whole list. */
export const NoMatch: Story = { args: { state: 'no-match' } };

/** An old link past the last page: a button to the last page. */
export const OffPage: Story = { args: { state: 'off-page' } };

/** The next page loads: the rows and the pager are busy, the previous page stays. */
export const Busy: Story = { args: { state: 'busy' } };

/** A refresh failed with a page at hand: the page stays, the failure above it. */
export const RefreshFailed: Story = { args: { state: 'refresh-failed' } };

/** The dark theme alone. */
export const Dark: Story = { globals: { theme: 'dark' } };
