import type { LoungeLostTitle } from '@portal/api-client';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { SelectField } from '@portal/ui-kit/field';
import { useListState } from '@portal/ui-kit/list-state';
import { formatDate } from '@portal/ui-kit/format';
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
  { value: 'all', label: 'Movies and shows' },
  { value: 'movie', label: 'Movies' },
  { value: 'show', label: 'Shows' },
];

const keyOf = (lost: LoungeLostTitle) => lost.id;

/** What happened to a lost title, and where it was. */
function lostLine(lost: LoungeLostTitle): string {
  const place = lost.library ? `${lost.server_name}, ${lost.library}` : lost.server_name;
  return `${LOST_REASON[lost.reason]} · ${place} · lost on ${formatDate(lost.lost_at)}`;
}

/** Titles that went missing from the user's servers: restore them, or request them again. */
export default function LostAndFoundScreen() {
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
        Lost and found
      </h2>
      <div className={styles.toolbar}>
        <SelectField className={styles.filterField} label="Type" value={type} options={TYPE_OPTIONS} onChange={(event) => list.setFilter('type', event.target.value as RequestTypeFilter)} />
      </div>

      <LoungeRows
        query={lostList}
        items={items}
        loadMore={loadMore}
        loading="Loading lost titles"
        errorTitle="The lost titles could not be loaded"
        empty={{ title: type === 'all' ? 'Nothing has gone missing' : type === 'movie' ? 'No movies have gone missing' : 'No shows have gone missing', description: 'When a title disappears from one of your servers, it shows up here so you can get it back.' }}
        label="Lost titles"
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
                  <Badge tone={state.tone}>{state.label}</Badge>
                  <Badge tone="neutral">{lost.media.type === 'show' ? 'Show' : 'Movie'}</Badge>
                </>
              }
              actions={
                canRestore ? (
                  <Button size="sm" loading={restore.isPending && restore.variables === lost.id} onClick={() => restore.mutate(lost.id, outcome)} aria-label={`Restore ${name}`}>
                    Restore
                  </Button>
                ) : canRequest ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={requestTitle.isPending && requestTitle.variables.media_id === lost.media.id}
                    onClick={() => requestTitle.mutate({ media_id: lost.media.id, type: lost.media.type, uhd: false }, outcome)}
                    aria-label={`Request ${name} again`}
                  >
                    Request again
                  </Button>
                ) : undefined
              }
            >
              <p className={styles.rowMeta}>{lostLine(lost)}</p>
              {lost.status === 'lost' && !lost.restorable && !canRequest ? (
                <p className={styles.rowMeta}>{lost.media.request ? 'You have asked for it again.' : 'There is no copy to restore.'}</p>
              ) : null}
            </TitleRow>
          );
        }}
      </LoungeRows>
    </section>
  );
}
