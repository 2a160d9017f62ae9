import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { formatDateTime, formatRelativeTime } from '@portal/ui-kit/format';
import { LEVEL } from './status-labels.ts';
import * as styles from './status.css.ts';
import type { StatusService } from './types.ts';

export function ServiceItem({ service, reference }: { service: StatusService; reference: string }) {
  const { i18n } = useLingui();
  const level = LEVEL[service.status];
  const checked = formatRelativeTime(service.checked_at, { now: reference });
  return (
    <li className={styles.service}>
      <div className={styles.itemHead}>
        <h3 className={styles.serviceName}>{service.name}</h3>
        <Badge tone={level.tone}>{i18n._(level.label)}</Badge>
      </div>
      {service.message ? <p className={styles.message}>{service.message}</p> : null}
      <p className={styles.checked}>
        <Trans>
          Checked{' '}
          <time dateTime={service.checked_at} title={formatDateTime(service.checked_at)}>
            {checked}
          </time>
        </Trans>
      </p>
    </li>
  );
}
