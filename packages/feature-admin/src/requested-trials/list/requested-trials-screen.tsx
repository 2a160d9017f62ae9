import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { SERVER_TYPE_LABELS } from '@portal/api-client';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { SelectField } from '@portal/ui-kit/field';
import { formatDateTime, formatRelativeTime } from '@portal/ui-kit/format';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { Page } from '@portal/ui-kit/layout';
import { ListCard, ListCardLink, ListCardList, ListCardTitle } from '@portal/ui-kit/list-card';
import { ListSearch, useListState } from '@portal/ui-kit/list-state';
import { PagedList } from '@portal/ui-kit/paged-list';
import { Link, useSearchParams } from 'react-router';
import { useRequestedTrials } from '../api/get-requested-trials.ts';
import type { TrialKindFilter, TrialSort, TrialStatusFilter } from '../api/keys.ts';
import type { AdminTrialRequest } from '../api/types.ts';
import { TRIAL_KIND, TRIAL_STATUS } from '../trial-labels.ts';
import * as styles from './requested-trials.css.ts';

/** Pending requests first: they are the ones waiting for an admin. Everything else is in the address. */
const LIST_STATE = {
  search: { param: 'search' },
  filters: {
    status: { default: 'pending', values: ['pending', 'approved', 'rejected', 'all'] },
    kind: { default: 'all', values: ['all', 'trial', 'product'] },
  },
  sort: { default: 'newest', values: ['newest', 'oldest', 'name'] },
} as const;

type StatusParam = (typeof LIST_STATE.filters.status.values)[number];
type KindParam = (typeof LIST_STATE.filters.kind.values)[number];

const STATUS_OPTIONS: { value: StatusParam; label: MessageDescriptor }[] = [
  { value: 'pending', label: msg`Pending` },
  { value: 'approved', label: msg`Approved` },
  { value: 'rejected', label: msg`Rejected` },
  { value: 'all', label: msg`All statuses` },
];

const KIND_OPTIONS: { value: KindParam; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All requests` },
  { value: 'trial', label: msg`Guest trials` },
  { value: 'product', label: msg`Product trials` },
];

const SORT_OPTIONS: { value: TrialSort; label: MessageDescriptor }[] = [
  { value: 'newest', label: msg`Newest first` },
  { value: 'oldest', label: msg`Oldest first` },
  { value: 'name', label: msg`Name (A–Z)` },
];

const toStatus = (value: StatusParam): TrialStatusFilter => (value === 'all' ? null : value);
const toKind = (value: KindParam): TrialKindFilter => (value === 'all' ? null : value);

function TrialItem({ trial }: { trial: AdminTrialRequest }) {
  const { t } = useLingui();
  const status = TRIAL_STATUS[trial.status];
  const requestedAt = formatDateTime(trial.created_at);
  const requestedAgo = formatRelativeTime(trial.created_at);
  const what = trial.product?.name ?? (trial.server_type ? SERVER_TYPE_LABELS[trial.server_type] : null);
  return (
    <ListCard highlighted={trial.status === 'pending'}>
      <div className={styles.itemMain}>
        <ListCardTitle>
          <ListCardLink asChild>
            <Link to={`/admin/requested-trials/${trial.id}`}>{trial.name}</Link>
          </ListCardLink>
        </ListCardTitle>
        <ul className={styles.details} aria-label={t`Details`}>
          <li>{trial.email}</li>
          <li>{t(TRIAL_KIND[trial.kind])}</li>
          {what ? <li>{what}</li> : null}
          <li>
            <Trans>
              Requested{' '}
              <time dateTime={trial.created_at} title={requestedAt}>
                {requestedAgo}
              </time>
            </Trans>
          </li>
        </ul>
        {trial.message ? <p className={styles.message}>{trial.message}</p> : null}
      </div>
      <div className={styles.badges}>
        <Badge tone={status.tone}>{t(status.label)}</Badge>
      </div>
    </ListCard>
  );
}

/** `/app/admin/requested-trials`: guests' and customers' trial requests, a page at a time. */
export default function RequestedTrialsScreen() {
  const { t } = useLingui();
  const list = useListState(useSearchParams(), LIST_STATE);
  const status = toStatus(list.filters.status);
  const kind = toKind(list.filters.kind);
  const trials = useRequestedTrials({ page: list.page, search: list.search, status, kind, sort: list.sort });

  // The default view shows the pending requests: empty, it says so and offers every request.
  const onlyPending = status === 'pending' && !kind && !list.search;

  return (
    <Page title={t`Requested trials`} description={t`Guests’ trial requests from the public form and customers’ requests to try a product.`}>
      <div className={styles.toolbar}>
        <ListSearch list={list} label={t`Search by name or e-mail`} />
        <SelectField
          label={t`Status`}
          value={list.filters.status}
          onChange={(event) => list.setFilter('status', event.target.value as StatusParam)}
          options={STATUS_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
        />
        <SelectField
          label={t`Kind`}
          value={list.filters.kind}
          onChange={(event) => list.setFilter('kind', event.target.value as KindParam)}
          options={KIND_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
        />
        <SelectField
          label={t`Order`}
          value={list.sort}
          onChange={(event) => list.setSort(event.target.value as TrialSort)}
          options={SORT_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
        />
      </div>
      <PagedList
        query={trials}
        list={list}
        loading={t`Loading the trial requests`}
        skeleton={{ lines: ['35%', '70%'] }}
        error={t`The trial requests could not be loaded`}
        filtered={!onlyPending && (status !== null || kind !== null || list.search !== '')}
        empty={
          onlyPending
            ? {
                title: t`No pending trial requests`,
                description: t`Every request has an answer. New ones from the trial form and from customers show up here.`,
                action: (
                  <Button variant="secondary" onClick={() => list.setFilter('status', 'all')}>
                    <Trans>Show all requests</Trans>
                  </Button>
                ),
              }
            : { title: t`No trial requests yet`, description: t`Requests from the trial form and from customers show up here.` }
        }
        noMatch={{ title: t`No trial requests match`, description: t`Try another search, or show every request.` }}
        offPage={t`There are no trial requests on this page.`}
        count={(total) => <Plural value={total} one="# request" other="# requests" />}
        pagerLabel={t`Trial request pages`}
      >
        {(rows, { busy }) => (
          <ListCardList aria-label={t`Trial requests`} aria-busy={busy || undefined}>
            {rows.map((trial) => (
              <TrialItem key={trial.id} trial={trial} />
            ))}
          </ListCardList>
        )}
      </PagedList>
    </Page>
  );
}
