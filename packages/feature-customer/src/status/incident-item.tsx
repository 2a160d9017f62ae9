import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { formatDateTime, formatRelativeTime } from '@portal/ui-kit/format';
import { IMPACT, INCIDENT_STATUS } from './status-labels.ts';
import * as styles from './status.css.ts';
import type { StatusIncident, StatusIncidentUpdate } from './types.ts';

function Update({ update, reference }: { update: StatusIncidentUpdate; reference: string }) {
  const { i18n } = useLingui();
  return (
    <li className={styles.update}>
      <p className={styles.updateMeta}>
        <strong>{i18n._(INCIDENT_STATUS[update.status])}</strong>
        <time dateTime={update.created_at} title={formatDateTime(update.created_at)}>
          {formatRelativeTime(update.created_at, { now: reference })}
        </time>
      </p>
      <p className={styles.updateBody}>{update.body}</p>
    </li>
  );
}

/** An incident with its newest update in view and the earlier ones folded away. */
export function IncidentItem({ incident, reference }: { incident: StatusIncident; reference: string }) {
  const { i18n, t } = useLingui();
  const impact = IMPACT[incident.impact];
  const [latest, ...earlier] = incident.updates;
  const title = incident.title;
  const affects = incident.affects.join(', ');
  const count = earlier.length;
  const resolved = incident.resolved_at ? formatRelativeTime(incident.resolved_at, { now: reference }) : null;
  const started = formatRelativeTime(incident.started_at, { now: reference });
  return (
    <li className={styles.incident}>
      <div className={styles.itemHead}>
        <h3 className={styles.itemTitle}>{incident.title}</h3>
        <div className={styles.badges}>
          <Badge tone={impact.tone}>{i18n._(impact.label)}</Badge>
          <Badge tone={incident.status === 'resolved' ? 'success' : 'info'}>{i18n._(INCIDENT_STATUS[incident.status])}</Badge>
        </div>
      </div>
      <p className={styles.meta}>
        {incident.resolved_at ? (
          <Trans>
            Resolved{' '}
            <time dateTime={incident.resolved_at} title={formatDateTime(incident.resolved_at)}>
              {resolved}
            </time>
          </Trans>
        ) : (
          <Trans>
            Started{' '}
            <time dateTime={incident.started_at} title={formatDateTime(incident.started_at)}>
              {started}
            </time>
          </Trans>
        )}
        {incident.affects.length > 0 ? (
          <span>
            {' · '}
            <Trans>Affects {affects}</Trans>
          </span>
        ) : null}
      </p>
      {latest ? (
        <ul className={styles.updates} aria-label={t`Latest update on ${title}`}>
          <Update update={latest} reference={reference} />
        </ul>
      ) : null}
      {earlier.length > 0 ? (
        <details className={styles.earlier}>
          <summary className={styles.summary}>
            <Trans>Earlier updates ({count})</Trans>
          </summary>
          <ul className={styles.updates} aria-label={t`Earlier updates on ${title}`}>
            {earlier.map((update) => (
              <Update key={update.id} update={update} reference={reference} />
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}
