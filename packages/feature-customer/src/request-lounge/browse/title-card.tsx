import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MediaItem } from '@portal/api-client';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { Poster } from '@portal/ui-kit/poster';
import { TITLE_STATUS, titleWithYear } from '../shared/labels.ts';
import * as styles from './poster-grid.css.ts';

export interface TitleCardProps {
  item: MediaItem;
  /** The list shows the 4K versions. */
  uhd: boolean;
  /** The first rows load their posters at once; the rest as they near the viewport. */
  eager: boolean;
  requesting: boolean;
  onOpen: (item: MediaItem) => void;
  onRequest: (item: MediaItem) => void;
}

function metaLine(item: MediaItem): string {
  const seasons = item.type === 'show' && item.seasons ? item.seasons : null;
  const parts = [item.year ? String(item.year) : null, seasons ? plural(seasons, { one: '# season', other: '# seasons' }) : null];
  return parts.filter(Boolean).join(' · ') || (item.type === 'show' ? t`Show` : t`Movie`);
}

/** One title in a poster grid: its poster, its name (which opens the details), and where it stands. */
export function TitleCard({ item, uhd, eager, requesting, onOpen, onRequest }: TitleCardProps) {
  const { i18n, t } = useLingui();
  const status = item.status ? TITLE_STATUS[item.status] : null;
  const name = titleWithYear(item);
  return (
    <article className={styles.card} aria-label={name}>
      <Poster src={item.poster} title={item.title} fallbackLabel={t`No poster`} eager={eager} />
      <div className={styles.info}>
        <h3 className={styles.title}>
          <button type="button" className={styles.titleButton} onClick={() => onOpen(item)} aria-haspopup="dialog">
            {item.title}
          </button>
        </h3>
        <p className={styles.meta}>{metaLine(item)}</p>
        <div className={styles.action}>
          {status ? (
            <Badge tone={status.tone}>{i18n._(status.label)}</Badge>
          ) : (
            <Button size="sm" variant="secondary" loading={requesting} onClick={() => onRequest(item)} aria-label={uhd ? t`Request ${name} in 4K` : t`Request ${name}`}>
              <Trans>Request</Trans>
            </Button>
          )}
          {uhd ? <Badge tone="neutral">4K</Badge> : null}
        </div>
      </div>
    </article>
  );
}
