import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { formatDateTime, formatNumber } from '@portal/ui-kit/format';
import { ListCard, ListCardLink, ListCardTitle } from '@portal/ui-kit/list-card';
import { Link } from 'react-router';
import type { AdminAnnouncement } from '../api/types.ts';
import { SIZE_LABELS, STATUS_LABELS } from '../shared/labels.ts';
import * as styles from '../shared/messaging.css.ts';

export interface AnnouncementItemProps {
  announcement: AdminAnnouncement;
  /** A publish or unpublish of this one is under way. */
  busy: boolean;
  onPreview: () => void;
  onTogglePublished: () => void;
  onDelete: () => void;
}

/** When customers see it, as far as its dates say. */
export function AnnouncementDates({ announcement }: { announcement: AdminAnnouncement }) {
  const { starts_at: startsAt, ends_at: endsAt } = announcement;
  if (startsAt && endsAt) {
    const from = formatDateTime(startsAt);
    const until = formatDateTime(endsAt);
    return (
      <Trans>
        From <time dateTime={startsAt}>{from}</time> until <time dateTime={endsAt}>{until}</time>
      </Trans>
    );
  }
  if (startsAt) {
    const from = formatDateTime(startsAt);
    return (
      <Trans>
        From <time dateTime={startsAt}>{from}</time>, no end
      </Trans>
    );
  }
  if (endsAt) {
    const until = formatDateTime(endsAt);
    return (
      <Trans>
        Until <time dateTime={endsAt}>{until}</time>
      </Trans>
    );
  }
  return <Trans>No start or end date</Trans>;
}

/** How many customers marked it read ("Don't show this again"), of all of them. */
export function ReadCount({ announcement }: { announcement: AdminAnnouncement }) {
  const read = formatNumber(announcement.read_count ?? 0);
  if (announcement.customer_count === undefined) return <Trans>Read by {read} customers</Trans>;
  const customers = formatNumber(announcement.customer_count);
  return (
    <Trans>
      Read by {read} of {customers} customers
    </Trans>
  );
}

export function AnnouncementItem({ announcement, busy, onPreview, onTogglePublished, onDelete }: AnnouncementItemProps) {
  const { t } = useLingui();
  const status = STATUS_LABELS[announcement.status];
  const header = announcement.header;
  return (
    <ListCard>
      <div className={styles.itemMain}>
        <ListCardTitle level={3}>
          <ListCardLink asChild>
            <Link to={`/admin/user-interaction/announcements/${announcement.id}`}>{header}</Link>
          </ListCardLink>
        </ListCardTitle>
        <ul className={styles.details} aria-label={t`Details`}>
          <li>
            <AnnouncementDates announcement={announcement} />
          </li>
          <li>{t(SIZE_LABELS[announcement.size])}</li>
          <li>
            <ReadCount announcement={announcement} />
          </li>
        </ul>
      </div>
      <div className={styles.itemSide}>
        <Badge tone={status.tone} title={t(status.hint)}>
          {t(status.label)}
        </Badge>
        <Button variant="secondary" size="sm" onClick={onPreview} aria-label={t`Preview ${header}`}>
          <Trans>Preview</Trans>
        </Button>
        <Button variant="secondary" size="sm" onClick={onTogglePublished} aria-busy={busy || undefined} disabled={busy} aria-label={announcement.published ? t`Unpublish ${header}` : t`Publish ${header}`}>
          {announcement.published ? <Trans>Unpublish</Trans> : <Trans>Publish</Trans>}
        </Button>
        <Button variant="danger" size="sm" onClick={onDelete} aria-label={t`Delete ${header}`}>
          <Trans>Delete</Trans>
        </Button>
      </div>
    </ListCard>
  );
}
