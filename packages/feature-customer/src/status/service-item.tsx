import { Badge } from '@portal/ui-kit/badge';
import { formatDateTime, formatRelativeTime } from '@portal/ui-kit/format';
import { LEVEL } from './status-labels.ts';
import * as styles from './status.css.ts';
import type { StatusService } from './types.ts';

export function ServiceItem({ service, reference }: { service: StatusService; reference: string }) {
  const level = LEVEL[service.status];
  return (
    <li className={styles.service}>
      <div className={styles.itemHead}>
        <h3 className={styles.serviceName}>{service.name}</h3>
        <Badge tone={level.tone}>{level.label}</Badge>
      </div>
      {service.message ? <p className={styles.message}>{service.message}</p> : null}
      <p className={styles.checked}>
        Checked{' '}
        <time dateTime={service.checked_at} title={formatDateTime(service.checked_at)}>
          {formatRelativeTime(service.checked_at, { now: reference })}
        </time>
      </p>
    </li>
  );
}
