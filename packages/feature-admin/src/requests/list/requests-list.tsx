import { msg, plural, t as translateNow } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { SelectField } from '@portal/ui-kit/field';
import { formatDate } from '@portal/ui-kit/format';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { Stack } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { ListSearch, useListState } from '@portal/ui-kit/list-state';
import { useOutcome } from '@portal/ui-kit/outcome';
import { PagedList } from '@portal/ui-kit/paged-list';
import { SectionLoading } from '@portal/ui-kit/section';
import { Table } from '@portal/ui-kit/table';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BulkBar } from '#common/bulk/bulk-bar.tsx';
import { BulkProgressBar } from '#common/bulk/bulk-progress.tsx';
import { BulkSummaryDialog, type BulkCounts } from '#common/bulk/bulk-summary-dialog.tsx';
import { useBulkRun } from '#common/bulk/run-bulk.ts';
import { SelectionCheckbox } from '#common/bulk/selection-checkbox.tsx';
import { useSelection } from '#common/bulk/use-selection.ts';
import { decideRequest, useDecideRequest, type RequestDecision } from '../api/decide-request.ts';
import { useRequests } from '../api/get-requests.ts';
import { requestKeys, type RequestSortColumn } from '../api/keys.ts';
import type { AdminMediaRequest, LoungeRequestStatus, RequestType } from '../api/types.ts';
import { REQUEST_STATUS } from '../labels.ts';
import * as styles from '../requests.css.ts';
import { DeclineDialog } from './decline-dialog.tsx';

/** Requests per page. */
export const REQUESTS_PER_PAGE = 25;

const SORTS = ['newest', 'oldest', 'title', '-title', 'customer', 'status'] as const;
type SortValue = (typeof SORTS)[number];

const SORT: Record<SortValue, { column: RequestSortColumn; direction: 'asc' | 'desc'; label: MessageDescriptor }> = {
  newest: { column: 'created_at', direction: 'desc', label: msg`Newest first` },
  oldest: { column: 'created_at', direction: 'asc', label: msg`Oldest first` },
  title: { column: 'title', direction: 'asc', label: msg`Title, A to Z` },
  '-title': { column: 'title', direction: 'desc', label: msg`Title, Z to A` },
  customer: { column: 'user', direction: 'asc', label: msg`Customer, A to Z` },
  status: { column: 'status', direction: 'asc', label: msg`Status, pending first` },
};

/** Search, status, quality, order and page live in the address, so a view can be bookmarked. */
const LIST_STATE = {
  search: true,
  filters: {
    status: { default: 'all', values: ['all', 'pending', 'approved', 'available', 'declined'] },
    quality: { default: 'all', values: ['all', '4k', 'hd'] },
  },
  sort: { default: 'newest', values: SORTS },
} as const;

type Action = RequestDecision['kind'];

/** What each decision may follow: a request that is available is settled for good. */
const ALLOWED: Record<Action, readonly LoungeRequestStatus[]> = {
  approve: ['pending', 'declined'],
  available: ['pending', 'approved'],
  decline: ['pending', 'approved'],
};

const ACTION: Record<Action, { label: MessageDescriptor; progress: MessageDescriptor; allDone: (count: number) => string }> = {
  approve: {
    label: msg`Approve`,
    progress: msg`Approving the requests`,
    allDone: (count) => plural(count, { one: '# request has been approved.', other: '# requests have been approved.' }),
  },
  available: {
    label: msg`Mark available`,
    progress: msg`Marking the requests available`,
    allDone: (count) => plural(count, { one: '# request is now available.', other: '# requests are now available.' }),
  },
  decline: {
    label: msg`Decline`,
    progress: msg`Declining the requests`,
    allDone: (count) => plural(count, { one: '# request has been declined.', other: '# requests have been declined.' }),
  },
};

function summaryFor(action: Action) {
  return ({ total, succeeded, failed, skipped }: BulkCounts): string => {
    if (failed === 0 && skipped === 0) return ACTION[action].allDone(total);
    if (skipped === 0) return translateNow`${succeeded} of ${total} requests succeeded, ${failed} failed.`;
    return translateNow`${succeeded} of ${total} requests succeeded, ${failed} failed, ${skipped} not tried (the action was stopped).`;
  };
}

const STATUS_OPTIONS: { value: string; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`Every status` },
  { value: 'pending', label: msg`Pending` },
  { value: 'approved', label: msg`Approved` },
  { value: 'available', label: msg`Available` },
  { value: 'declined', label: msg`Declined` },
];

const QUALITY_OPTIONS: { value: string; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`HD and 4K` },
  { value: '4k', label: msg`4K only` },
  { value: 'hd', label: msg`HD only` },
];

/** A request as the admin names it in progress and summaries: "Nosferatu (1922), Jordan Lee". */
function labelOf(request: AdminMediaRequest): string {
  const year = request.media.year ? ` (${request.media.year})` : '';
  return `${request.media.title}${year}, ${request.user.name}`;
}

function Seasons({ request }: { request: AdminMediaRequest }) {
  const seasons = request.seasons ?? [];
  if (request.media.type !== 'show') return null;
  const list = seasons.join(', ');
  return <span className={styles.muted}>{seasons.length ? <Trans>Seasons {list}</Trans> : <Trans>Every season</Trans>}</span>;
}

interface RowProps {
  request: AdminMediaRequest;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  busy: boolean;
  onAct: (request: AdminMediaRequest, action: Action) => void;
}

function RequestRow({ request, selected, onSelect, busy, onAct }: RowProps) {
  const { t } = useLingui();
  const status = REQUEST_STATUS[request.status];
  const label = labelOf(request);
  const actions = (Object.keys(ACTION) as Action[]).filter((action) => ALLOWED[action].includes(request.status));
  return (
    <Table.Row>
      <Table.Cell>
        <SelectionCheckbox label={t`Select ${label}`} checked={selected} onChange={onSelect} disabled={busy} />
      </Table.Cell>
      <Table.Cell>
        <div className={styles.titleCell}>
          <span className={styles.inline}>
            <strong>{request.media.title}</strong>
            {request.media.year ? <span className={styles.muted}>{request.media.year}</span> : null}
            {request.uhd ? <Badge tone="info">{t`4K`}</Badge> : null}
          </span>
          <Seasons request={request} />
        </div>
      </Table.Cell>
      <Table.Cell>
        <div className={styles.titleCell}>
          <TextLink asChild>
            <Link to={`/admin/users/${request.user.id}`}>{request.user.name}</Link>
          </TextLink>
          <span className={styles.muted}>{request.user.email}</span>
        </div>
      </Table.Cell>
      <Table.Cell>{formatDate(request.created_at)}</Table.Cell>
      <Table.Cell>
        <Badge tone={status.tone}>{t(status.label)}</Badge>
      </Table.Cell>
      <Table.Cell>
        {actions.length ? (
          <div className={styles.actions} role="group" aria-label={t`Actions for ${label}`}>
            {actions.map((action) => (
              <Button key={action} size="sm" variant={action === 'decline' ? 'secondary' : action === 'approve' ? 'primary' : 'secondary'} disabled={busy} onClick={() => onAct(request, action)}>
                {t(ACTION[action].label)}
              </Button>
            ))}
          </div>
        ) : (
          <span className={styles.muted}>
            <Trans>Nothing to do</Trans>
          </span>
        )}
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * Every customer's requests for movies or for shows, a page at a time: approve, decline (with a
 * reason the customer is sent) and mark available, one request or many.
 */
export function RequestsList({ type }: { type: RequestType }) {
  const { t } = useLingui();
  const list = useListState(useSearchParams(), LIST_STATE);
  const status = list.filters.status === 'all' ? null : (list.filters.status as LoungeRequestStatus);
  const uhd = list.filters.quality === 'all' ? null : list.filters.quality === '4k';
  const sort = SORT[list.sort];
  const requests = useRequests({
    type,
    page: list.page,
    perPage: REQUESTS_PER_PAGE,
    search: list.search,
    status,
    uhd,
    sortColumn: sort.column,
    sortDirection: sort.direction,
  });
  const queryClient = useQueryClient();
  const outcome = useOutcome();
  const decide = useDecideRequest();
  const selection = useSelection({ getId: (request: AdminMediaRequest) => request.id, resetKey: `${list.search}|${list.filters.status}|${list.filters.quality}` });
  const bulk = useBulkRun<AdminMediaRequest>();
  const [lastAction, setLastAction] = useState<Action>('approve');
  // Whom the decline dialog is for: one request from its row, or the selection.
  const [declining, setDeclining] = useState<{ requests: AdminMediaRequest[]; bulk: boolean } | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const heading = type === 'movie' ? t`Movie requests` : t`TV show requests`;
  const busy = bulk.running;

  const runBulk = (action: Action, decision: RequestDecision) => {
    setLastAction(action);
    return bulk.start(
      selection.items,
      (request) => decideRequest(request.id, decision),
      async (result) => {
        // What succeeded is done; what failed stays chosen, to try again.
        selection.remove(result.succeeded.map(({ item }) => item.id));
        await queryClient.invalidateQueries({ queryKey: requestKeys.all });
      },
    );
  };

  const actOnOne = (request: AdminMediaRequest, action: Action) => {
    if (action === 'decline') {
      setDeclining({ requests: [request], bulk: false });
      return;
    }
    const title = request.media.title;
    void outcome.run(() => decide.mutateAsync({ id: request.id, decision: { kind: action } }), {
      success: action === 'approve' ? t`The request for ${title} has been approved.` : t`${title} is now available.`,
    });
  };

  return (
    <section aria-labelledby={`requests-${type}`}>
      <Stack gap="lg">
        <h2 id={`requests-${type}`} className={styles.sectionHeading}>
          {heading}
        </h2>
        <div className={styles.toolbar}>
          <ListSearch list={list} label={t`Search requests`} />
          <SelectField
            label={t`Status`}
            value={list.filters.status}
            onChange={(event) => list.setFilter('status', event.target.value as typeof list.filters.status)}
            options={STATUS_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
          />
          <SelectField
            label={t`Quality`}
            value={list.filters.quality}
            onChange={(event) => list.setFilter('quality', event.target.value as typeof list.filters.quality)}
            options={QUALITY_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
          />
          <SelectField
            label={t`Order`}
            value={list.sort}
            onChange={(event) => list.setSort(event.target.value as SortValue)}
            options={SORTS.map((value) => ({ value, label: t(SORT[value].label) }))}
          />
        </div>
        <div>
          {bulk.progress ? (
            <BulkProgressBar label={t(ACTION[lastAction].progress)} progress={bulk.progress} itemLabel={labelOf} onStop={bulk.stop} />
          ) : selection.count > 0 ? (
            <BulkBar count={selection.count} onClear={selection.clear} label={t`Bulk actions on requests`}>
              <Button size="sm" variant="secondary" onClick={() => void runBulk('approve', { kind: 'approve' })}>
                {t(ACTION.approve.label)}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => void runBulk('available', { kind: 'available' })}>
                {t(ACTION.available.label)}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setDeclining({ requests: [...selection.items], bulk: true })}>
                {t(ACTION.decline.label)}
              </Button>
            </BulkBar>
          ) : null}
        </div>
        <div ref={listRef}>
          <PagedList
            query={requests}
            list={list}
            loading={<SectionLoading label={t`Loading the requests`} shape="text" lines={6} />}
            error={t`The requests could not be loaded`}
            empty={{ title: t`No requests yet`, description: t`What customers ask for in the request lounge shows here.` }}
            noMatch={{ title: t`No requests match`, description: t`Try another search, or show every request.`, clearLabel: <Trans>Show every request</Trans> }}
            offPage={t`There are no requests on this page.`}
            pagerLabel={t`Request pages`}
          >
            {(shown, { busy: placeholder, total }) => (
              <Table caption={t`${heading} (${total})`} captionHidden aria-busy={placeholder || undefined}>
                <Table.Head>
                  <Table.Row>
                    <Table.HeaderCell>
                      <SelectionCheckbox label={t`Select every request on this page`} checked={selection.pageState(shown)} onChange={() => selection.togglePage(shown)} disabled={busy} />
                    </Table.HeaderCell>
                    <Table.HeaderCell>
                      <Trans>Title</Trans>
                    </Table.HeaderCell>
                    <Table.HeaderCell>
                      <Trans>Requested by</Trans>
                    </Table.HeaderCell>
                    <Table.HeaderCell>
                      <Trans>Requested</Trans>
                    </Table.HeaderCell>
                    <Table.HeaderCell>
                      <Trans>Status</Trans>
                    </Table.HeaderCell>
                    <Table.HeaderCell>
                      <Trans>Actions</Trans>
                    </Table.HeaderCell>
                  </Table.Row>
                </Table.Head>
                <Table.Body>
                  {shown.map((request) => (
                    <RequestRow
                      key={request.id}
                      request={request}
                      selected={selection.isSelected(request)}
                      onSelect={(selected) => selection.toggle(request, selected)}
                      busy={busy}
                      onAct={actOnOne}
                    />
                  ))}
                </Table.Body>
              </Table>
            )}
          </PagedList>
        </div>
      </Stack>
      <DeclineDialog
        requests={declining?.requests ?? []}
        open={declining !== null}
        onOpenChange={(open) => {
          if (!open) setDeclining(null);
        }}
        onDecline={async (reason) => {
          if (!declining) return;
          if (declining.bulk) {
            setDeclining(null);
            // The dialog closes at once; the progress shows above the list.
            void runBulk('decline', { kind: 'decline', reason });
            return;
          }
          const [request] = declining.requests;
          if (!request) return;
          const answer = await decide.mutateAsync({ id: request.id, decision: { kind: 'decline', reason } });
          setDeclining(null);
          const title = request.media.title;
          outcome.done(answer.message, t`The request for ${title} has been declined.`);
        }}
        onFailed={(error) => {
          setDeclining(null);
          outcome.failed(error);
        }}
      />
      <BulkSummaryDialog
        result={bulk.result}
        onClose={bulk.dismiss}
        itemLabel={labelOf}
        summary={summaryFor(lastAction)}
        // The bar the action came from may be gone: back to the list.
        returnFocus={() => listRef.current?.querySelector<HTMLElement>('[role="region"]') ?? null}
      />
      {outcome.dialog}
    </section>
  );
}
