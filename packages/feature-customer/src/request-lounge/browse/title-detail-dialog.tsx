import { select } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { MediaItem } from '@portal/api-client';
import { Alert } from '@portal/ui-kit/alert';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { Dialog } from '@portal/ui-kit/dialog';
import { formatDate } from '@portal/ui-kit/format';
import { Poster } from '@portal/ui-kit/poster';
import { done, failureMessage, outcomeFromError, poof } from '@portal/ui-kit/outcome';
import { useState } from 'react';
import { useCancelRequest } from '../api/cancel-request.ts';
import { useFollowTitle } from '../api/follow-title.ts';
import { useRequestTitle } from '../api/request-title.ts';
import { TITLE_STATUS, seasonsInSentence, titleWithYear } from '../shared/labels.ts';
import * as styles from '../shared/lounge.css.ts';
import { useRequestLoungeStore, type OpenTitle } from '../store/request-lounge-store.tsx';

/** Which seasons of a show to ask for: all of them, or the ones ticked. */
function SeasonPicker({ count, all, chosen, error, onAll, onToggle }: { count: number; all: boolean; chosen: number[]; error: string | null; onAll: (all: boolean) => void; onToggle: (season: number) => void }) {
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? 'lounge-seasons-error' : undefined}>
      <legend className={styles.legend}>
        <Trans>Seasons</Trans>
      </legend>
      <label className={styles.choice}>
        <input type="checkbox" className={styles.nativeChoice} checked={all} onChange={(event) => onAll(event.target.checked)} />
        <Plural value={count} one="All # season" other="All # seasons" />
      </label>
      {all ? null : (
        <div className={styles.seasonGrid}>
          {Array.from({ length: count }, (_, index) => index + 1).map((season) => (
            <label key={season} className={styles.choice}>
              <input type="checkbox" className={styles.nativeChoice} checked={chosen.includes(season)} onChange={() => onToggle(season)} aria-invalid={error ? true : undefined} />
              <Trans>Season {season}</Trans>
            </label>
          ))}
        </div>
      )}
      {error ? (
        <p id="lounge-seasons-error" className={styles.rowMeta} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function DetailBody({ open }: { open: OpenTitle }) {
  const { i18n, t } = useLingui();
  const { item, uhd } = open;
  const openDetail = useRequestLoungeStore((state) => state.openDetail);
  const closeDetail = useRequestLoungeStore((state) => state.closeDetail);
  const startReport = useRequestLoungeStore((state) => state.startReport);
  const showOutcome = useRequestLoungeStore((state) => state.showOutcome);
  const requestTitle = useRequestTitle();
  const cancelRequest = useCancelRequest();
  const follow = useFollowTitle();
  const [allSeasons, setAllSeasons] = useState(true);
  const [seasons, setSeasons] = useState<number[]>([]);
  const [seasonError, setSeasonError] = useState<string | null>(null);
  const [followError, setFollowError] = useState<string | null>(null);

  const status = item.status ? TITLE_STATUS[item.status] : null;
  const canRequest = item.status === null && (!uhd || item.uhd);
  const ownRequest = item.request;
  const seasonCount = item.type === 'show' && item.seasons ? item.seasons : null;

  let requestLine: string | null = null;
  if (ownRequest) {
    const date = formatDate(ownRequest.created_at);
    const state = ownRequest.status;
    if (item.type === 'show') {
      const seasons = seasonsInSentence(ownRequest.seasons ?? null);
      requestLine = ownRequest.uhd
        ? t`You asked for it in 4K on ${date} (${seasons}): ${select(state, { pending: 'pending', approved: 'approved', available: 'available', other: 'declined' })}.`
        : t`You asked for it on ${date} (${seasons}): ${select(state, { pending: 'pending', approved: 'approved', available: 'available', other: 'declined' })}.`;
    } else {
      requestLine = ownRequest.uhd
        ? t`You asked for it in 4K on ${date}: ${select(state, { pending: 'pending', approved: 'approved', available: 'available', other: 'declined' })}.`
        : t`You asked for it on ${date}: ${select(state, { pending: 'pending', approved: 'approved', available: 'available', other: 'declined' })}.`;
    }
  }

  const submitRequest = () => {
    if (item.type === 'show' && !allSeasons && seasons.length === 0) {
      setSeasonError(t`Choose at least one season, or all of them.`);
      return;
    }
    const chosen = item.type === 'show' && !allSeasons ? { seasons: [...seasons].sort((a, b) => a - b) } : {};
    requestTitle.mutate(
      { media_id: item.id, type: item.type, uhd, ...chosen },
      {
        onSuccess: (body) => {
          closeDetail();
          showOutcome(done(body.message));
        },
        onError: (error) => {
          closeDetail();
          showOutcome(outcomeFromError(error, { uhOhForServerErrors: true }));
        },
      },
    );
  };

  return (
    <div className={styles.dialogBody}>
      <div className={styles.detailLayout}>
        <Poster src={item.poster} title={item.title} fallbackLabel={t`No poster`} className={styles.detailPoster} eager />
        <div className={styles.rowBody}>
          <div className={styles.badges}>
            <Badge tone="neutral">{item.type === 'show' ? <Trans>Show</Trans> : <Trans>Movie</Trans>}</Badge>
            {seasonCount ? (
              <Badge tone="neutral">
                <Plural value={seasonCount} one="# season" other="# seasons" />
              </Badge>
            ) : null}
            {item.uhd ? (
              <Badge tone="info">
                <Trans>4K available</Trans>
              </Badge>
            ) : null}
            {status ? <Badge tone={status.tone}>{i18n._(status.label)}</Badge> : null}
            {item.subscribed ? (
              <Badge tone="success">
                <Trans>Following</Trans>
              </Badge>
            ) : null}
          </div>
          <p className={styles.overview}>{item.overview ?? t`No description yet.`}</p>
          {requestLine ? <p className={styles.rowMeta}>{requestLine}</p> : null}
          {uhd && !item.uhd ? (
            <p className={styles.rowMeta}>
              <Trans>This title has no 4K version.</Trans>
            </p>
          ) : null}
        </div>
      </div>
      {canRequest && item.type === 'show' && item.seasons ? (
        <SeasonPicker
          count={item.seasons}
          all={allSeasons}
          chosen={seasons}
          error={seasonError}
          onAll={(all) => {
            setAllSeasons(all);
            setSeasonError(null);
          }}
          onToggle={(season) => {
            setSeasonError(null);
            setSeasons((current) => (current.includes(season) ? current.filter((candidate) => candidate !== season) : [...current, season]));
          }}
        />
      ) : null}
      {followError ? <Alert tone="error" title={t`Whoops!`}>{followError}</Alert> : null}
      <Dialog.Footer>
        {canRequest ? (
          <Button onClick={submitRequest} loading={requestTitle.isPending}>
            {uhd ? <Trans>Request in 4K</Trans> : <Trans>Request</Trans>}
          </Button>
        ) : null}
        {ownRequest?.status === 'pending' ? (
          <Button
            variant="danger"
            loading={cancelRequest.isPending}
            onClick={() =>
              cancelRequest.mutate(
                { id: ownRequest.id, uhd: ownRequest.uhd },
                {
                  onSuccess: (body) => {
                    closeDetail();
                    showOutcome(poof(body.message));
                  },
                  onError: (error) => {
                    closeDetail();
                    showOutcome(outcomeFromError(error, { uhOhForServerErrors: true }));
                  },
                },
              )
            }
          >
            <Trans>Cancel request</Trans>
          </Button>
        ) : null}
        <Button
          variant="secondary"
          loading={follow.isPending}
          onClick={() => {
            setFollowError(null);
            follow.mutate(
              { item, follow: !item.subscribed },
              {
                // The dialog shows the title as the server now has it.
                onSuccess: (body) => openDetail({ item: body.data, uhd }),
                onError: (error) => setFollowError(failureMessage(error)),
              },
            );
          }}
        >
          {item.subscribed ? <Trans>Stop following</Trans> : <Trans>Follow</Trans>}
        </Button>
        {item.status === 'available' ? (
          <Button variant="secondary" onClick={() => startReport(item)}>
            <Trans>Report a problem</Trans>
          </Button>
        ) : null}
        <Dialog.Close>
          <Trans>Back to the list</Trans>
        </Dialog.Close>
      </Dialog.Footer>
    </div>
  );
}

/** A title up close: its description, the user's request of it, and what can be done with it. */
export function TitleDetailDialog() {
  const { t } = useLingui();
  const detail = useRequestLoungeStore((state) => state.detail);
  const closeDetail = useRequestLoungeStore((state) => state.closeDetail);
  const [shown, setShown] = useState<OpenTitle | null>(detail);
  // Keep the last title while the dialog animates closed.
  if (detail && detail !== shown) setShown(detail);
  const item: MediaItem | undefined = shown?.item;
  const name = item ? titleWithYear(item) : null;
  return (
    <Dialog.Root
      open={detail !== null}
      onOpenChange={(open) => {
        if (!open) closeDetail();
      }}
    >
      <Dialog.Content title={name === null ? t`Title` : shown?.uhd ? t`${name} in 4K` : name} size="lg">
        {shown ? <DetailBody key={`${shown.item.id}:${String(shown.uhd)}`} open={shown} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
