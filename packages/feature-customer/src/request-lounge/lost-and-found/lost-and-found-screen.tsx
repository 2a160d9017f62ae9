import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LoungeLostTitle } from '@portal/api-client';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { SelectField } from '@portal/ui-kit/field';
import { useListState } from '@portal/ui-kit/list-state';
import { formatDate } from '@portal/ui-kit/format';
import { i18n } from '@portal/ui-kit/i18n';
import { done, outcomeFromError } from '@portal/ui-kit/outcome';
import { useLostAndFound } from '../api/get-lost-and-found.ts';
import type { RequestTypeFilter } from '../api/lounge-keys.ts';
import { useRequestTitle } from '../api/request-title.ts';
import { useRestoreLostTitle } from '../api/restore-lost-title.ts';
import { LOST_REASON, LOST_STATUS, titleWithYear } from '../shared/labels.ts';
import { LoungeRows } from '../shared/lounge-rows.tsx';
import { useSearchParams } from 'react-router';
import * as styles from '../shared/lounge.css.ts';
import { TitleRow } from '../shared/title-row.tsx';
import { useLoungeList } from '../shared/use-lounge-list.ts';
import { useRequestLoungeStore } from '../store/request-lounge-store.tsx';

const TYPES = ['all', 'movie', 'show'] as const satisfies readonly RequestTypeFilter[];
const TYPE_OPTIONS = [
  { value: 'all', label: msg`Movies and shows` },
  { value: 'movie', label: msg`Movies` },
  { value: 'show', label: msg`Shows` },
];

const keyOf = (lost: LoungeLostTitle) => lost.id;

/** What happened to a lost title, and where it was. */
function lostLine(lost: LoungeLostTitle): string {
  const reason = i18n._(LOST_REASON[lost.reason]);
  const place = lost.library ? `${lost.server_name}, ${lost.library}` : lost.server_name;
  const date = formatDate(lost.lost_at);
  return t`${reason} · ${place} · lost on ${date}`;
}

/** Titles that went missing from the user's servers: restore them, or request them again. */
export default function LostAndFoundScreen() {
  const { t } = useLingui();
  // The filters are kept in the address, so a reload or a shared link shows the same list.
  const list = useListState(useSearchParams(), {
    filters: { type: { default: 'all', values: TYPES } },
    history: 'replace',
  });
  const { type } = list.filters;
  const lostList = useLostAndFound(type);
  const { items, loadMore } = useLoungeList(lostList, keyOf, 'lost titles');
  const restore = useRestoreLostTitle();
  const requestTitle = useRequestTitle();
  const showOutcome = useRequestLoungeStore((state) => state.showOutcome);
  const outcome = { onSuccess: (body: { message: string }) => showOutcome(done(body.message)), onError: (error: unknown) => showOutcome(outcomeFromError(error, { uhOhForServerErrors: true })) };

  return (
    <section className={styles.section} aria-labelledby="lounge-list-heading">
      <h2 id="lounge-list-heading" className={styles.sectionHeading}>
        <Trans>Lost and found</Trans>
      </h2>
      <div className={styles.toolbar}>
        <SelectField className={styles.filterField} label={t`Type`} value={type} options={TYPE_OPTIONS.map((option) => ({ value: option.value, label: i18n._(option.label) }))} onChange={(event) => list.setFilter('type', event.target.value as RequestTypeFilter)} />
      </div>

      <LoungeRows
        query={lostList}
        items={items}
        loadMore={loadMore}
        loading={t`Loading lost titles`}
        errorTitle={t`The lost titles could not be loaded`}
        empty={{
          title: type === 'all' ? t`Nothing has gone missing` : type === 'movie' ? t`No movies have gone missing` : t`No shows have gone missing`,
          description: t`When a title disappears from one of your servers, it shows up here so you can get it back.`,
        }}
        label={t`Lost titles`}
      >
        {(lost) => {
          const state = LOST_STATUS[lost.status];
          const name = titleWithYear(lost.media);
          const canRestore = lost.status === 'lost' && lost.restorable;
          const canRequest = lost.status === 'lost' && !lost.restorable && lost.media.status === null;
          return (
            <TitleRow
              key={lost.id}
              item={lost.media}
              badges={
                <>
                  <Badge tone={state.tone}>{i18n._(state.label)}</Badge>
                  <Badge tone="neutral">{lost.media.type === 'show' ? <Trans>Show</Trans> : <Trans>Movie</Trans>}</Badge>
                </>
              }
              actions={
                canRestore ? (
                  <Button size="sm" loading={restore.isPending && restore.variables === lost.id} onClick={() => restore.mutate(lost.id, outcome)} aria-label={t`Restore ${name}`}>
                    <Trans>Restore</Trans>
                  </Button>
                ) : canRequest ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={requestTitle.isPending && requestTitle.variables.media_id === lost.media.id}
                    onClick={() => requestTitle.mutate({ media_id: lost.media.id, type: lost.media.type, uhd: false }, outcome)}
                    aria-label={t`Request ${name} again`}
                  >
                    <Trans>Request again</Trans>
                  </Button>
                ) : undefined
              }
            >
              <p className={styles.rowMeta}>{lostLine(lost)}</p>
              {lost.status === 'lost' && !lost.restorable && !canRequest ? (
                <p className={styles.rowMeta}>{lost.media.request ? <Trans>You have asked for it again.</Trans> : <Trans>There is no copy to restore.</Trans>}</p>
              ) : null}
            </TitleRow>
          );
        }}
      </LoungeRows>
    </section>
  );
}
