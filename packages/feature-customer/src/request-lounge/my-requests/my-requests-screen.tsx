import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MediaItem } from '@portal/api-client';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { ConfirmDialog } from '@portal/ui-kit/dialog';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { ErrorState } from '@portal/ui-kit/error-state';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { SelectField } from '@portal/ui-kit/field';
import { useListState } from '@portal/ui-kit/list-state';
import { formatDate } from '@portal/ui-kit/format';
import { TextLink } from '@portal/ui-kit/link';
import { failureMessage, poof } from '@portal/ui-kit/outcome';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCancelRequest } from '../api/cancel-request.ts';
import { useMyRequests } from '../api/get-my-requests.ts';
import type { RequestSorting, RequestStatusFilter, RequestTypeFilter } from '../api/lounge-keys.ts';
import { REQUEST_STATUS, seasonsLabel, titleWithYear } from '../shared/labels.ts';
import { LoadMore } from '../shared/load-more.tsx';
import * as styles from '../shared/lounge.css.ts';
import { RowsSkeleton, TitleRow } from '../shared/title-row.tsx';
import { useLoungeList } from '../shared/use-lounge-list.ts';
import { useRequestLoungeStore } from '../store/request-lounge-store.tsx';

const STATUSES = ['all', 'pending', 'approved', 'available', 'declined'] as const satisfies readonly RequestStatusFilter[];
const TYPES = ['all', 'movie', 'show'] as const satisfies readonly RequestTypeFilter[];
const SORTINGS = ['newest', 'oldest', 'title'] as const satisfies readonly RequestSorting[];

const STATUS_OPTIONS = STATUSES.map((value) => ({ value, label: value === 'all' ? msg`Every status` : REQUEST_STATUS[value].label }));
const TYPE_OPTIONS = [
  { value: 'all', label: msg`Movies and shows` },
  { value: 'movie', label: msg`Movies` },
  { value: 'show', label: msg`Shows` },
];
const SORTING_OPTIONS = [
  { value: 'newest', label: msg`Newest first` },
  { value: 'oldest', label: msg`Oldest first` },
  { value: 'title', label: msg`By title` },
];

// A request is one version of a title: the same title can be asked for in HD and in 4K.
const keyOf = (item: MediaItem) => item.request?.id ?? `media-${item.id}`;

/** The user's own requests, filtered by status and type, sorted, page after page. */
export default function MyRequestsScreen() {
  const { i18n, t } = useLingui();
  const options = (list: { value: string; label: MessageDescriptor }[]) => list.map((option) => ({ value: option.value, label: i18n._(option.label) }));
  // The filters are kept in the address, so a reload or a shared link shows the same list.
  const list = useListState(useSearchParams(), {
    filters: { status: { default: 'all', values: STATUSES }, type: { default: 'all', values: TYPES } },
    sort: { default: 'newest', values: SORTINGS, param: 'sorting' },
    history: 'replace',
  });
  const { status, type } = list.filters;
  const sorting = list.sort;
  const requests = useMyRequests({ status, type, sorting });
  const { items, loadMore } = useLoungeList(requests, keyOf, 'requests');
  const cancel = useCancelRequest();
  const showOutcome = useRequestLoungeStore((state) => state.showOutcome);
  const openDetail = useRequestLoungeStore((state) => state.openDetail);
  const [cancelling, setCancelling] = useState<MediaItem | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const filtered = status !== 'all' || type !== 'all';
  const cancellingName = cancelling ? titleWithYear(cancelling) : null;

  return (
    <section className={styles.section} aria-labelledby="lounge-list-heading">
      <h2 id="lounge-list-heading" className={styles.sectionHeading}>
        <Trans>My requests</Trans>
      </h2>
      <div className={styles.toolbar}>
        <SelectField className={styles.filterField} label={t`Status`} value={status} options={options(STATUS_OPTIONS)} onChange={(event) => list.setFilter('status', event.target.value as RequestStatusFilter)} />
        <SelectField className={styles.filterField} label={t`Type`} value={type} options={options(TYPE_OPTIONS)} onChange={(event) => list.setFilter('type', event.target.value as RequestTypeFilter)} />
        <SelectField className={styles.filterField} label={t`Sort`} value={sorting} options={options(SORTING_OPTIONS)} onChange={(event) => list.setSort(event.target.value as RequestSorting)} />
      </div>

      {requests.isPending ? (
        <RowsSkeleton label={t`Loading your requests`} />
      ) : requests.isError && items.length === 0 ? (
        <ErrorState title={t`Your requests could not be loaded`} error={requests.error} onRetry={() => void requests.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          title={filtered ? t`No requests match these filters` : t`You have not requested anything yet`}
          description={filtered ? t`Choose another status or type.` : t`Find a movie or a show and press Request: it shows up here while the team adds it.`}
          action={
            filtered ? undefined : (
              <TextLink asChild>
                <Link to="/request-lounge/movies">
                  <Trans>Browse movies</Trans>
                </Link>
              </TextLink>
            )
          }
        />
      ) : (
        <>
          <ul className={styles.rowList} aria-label={t`Your requests`}>
            {items.map((item) => {
              const request = item.request;
              if (!request) return null;
              const label = REQUEST_STATUS[request.status];
              const name = titleWithYear(item);
              const date = formatDate(request.created_at);
              const seasons = item.type === 'show' ? seasonsLabel(request.seasons ?? null) : null;
              return (
                <TitleRow
                  key={request.id}
                  item={item}
                  badges={
                    <>
                      <Badge tone={label.tone}>{i18n._(label.label)}</Badge>
                      <Badge tone="neutral">{item.type === 'show' ? <Trans>Show</Trans> : <Trans>Movie</Trans>}</Badge>
                      {request.uhd ? <Badge tone="neutral">4K</Badge> : null}
                    </>
                  }
                  actions={
                    <>
                      <Button size="sm" variant="secondary" onClick={() => openDetail({ item, uhd: request.uhd })} aria-label={t`Details of ${name}`}>
                        <Trans>Details</Trans>
                      </Button>
                      {request.status === 'pending' ? (
                        <Button
                          size="sm"
                          variant="danger"
                          onClick={() => {
                            setCancelError(null);
                            setCancelling(item);
                          }}
                          aria-label={t`Cancel the request for ${name}`}
                        >
                          <Trans>Cancel request</Trans>
                        </Button>
                      ) : null}
                    </>
                  }
                >
                  <p className={styles.rowMeta}>
                    {seasons === null ? t`Requested on ${date}` : t`Requested on ${date} · ${seasons}`}
                  </p>
                </TitleRow>
              );
            })}
          </ul>
          <LoadMore {...loadMore} />
        </>
      )}

      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
        }}
        title={t`Cancel this request?`}
        description={cancellingName === null ? '' : t`${cancellingName} will no longer be added for you, and the request no longer counts against your weekly limit.`}
        confirmLabel={t`Cancel request`}
        cancelLabel={t`Keep it`}
        tone="danger"
        error={cancelError}
        onConfirm={async () => {
          const request = cancelling?.request;
          if (!request) return;
          try {
            const body = await cancel.mutateAsync({ id: request.id, uhd: request.uhd });
            setCancelling(null);
            showOutcome(poof(body.message));
          } catch (error) {
            setCancelError(failureMessage(error));
            throw error;
          }
        }}
      />
    </section>
  );
}
