import { useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { formatDateTime, formatRelativeTime } from '@portal/ui-kit/format';
import * as styles from '../integrations.css.ts';

export interface CheckLike {
  healthy: boolean | null;
  checked_at: string | null;
  message?: string | null;
}

/** How the last connection check went: healthy or failing, what it said, and when. */
export function CheckStatus({ check }: { check: CheckLike }) {
  const { t } = useLingui();
  const checked = check.checked_at !== null && check.healthy !== null;
  return (
    <div className={styles.status}>
      <div className={styles.statusLine}>
        {!checked ? <Badge tone="neutral">{t`Not checked yet`}</Badge> : check.healthy ? <Badge tone="success">{t`Healthy`}</Badge> : <Badge tone="danger">{t`Failing`}</Badge>}
        {check.checked_at ? (
          <span className={styles.muted}>
            {t`Checked`}{' '}
            <time dateTime={check.checked_at} title={formatDateTime(check.checked_at)}>
              {formatRelativeTime(check.checked_at)}
            </time>
          </span>
        ) : null}
      </div>
      {check.message ? <p className={styles.message}>{check.message}</p> : null}
    </div>
  );
}
