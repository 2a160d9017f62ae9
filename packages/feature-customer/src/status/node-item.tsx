import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { formatDateTime, formatNumber, formatRelativeTime } from '@portal/ui-kit/format';
import { Link } from 'react-router';
import { LEVEL } from './status-labels.ts';
import * as styles from './status.css.ts';
import type { StatusNode } from './types.ts';

/** A node: its state, how reliable it has been, when it was last checked and which of the user's servers it runs. */
export function NodeItem({ node, reference }: { node: StatusNode; reference: string }) {
  const { i18n, t } = useLingui();
  const level = LEVEL[node.status];
  return (
    <li className={node.your_servers.length > 0 ? styles.yourNode : styles.node}>
      <div className={styles.itemHead}>
        <h3 className={styles.itemTitle}>{node.alias}</h3>
        <Badge tone={level.tone}>{i18n._(level.label)}</Badge>
      </div>
      <p className={styles.meta}>{node.location}</p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt><Trans>Uptime, 30 days</Trans></dt>
          <dd>{node.uptime_percent === null ? t`Not monitored` : formatNumber(node.uptime_percent / 100, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 })}</dd>
        </div>
        <div className={styles.fact}>
          <dt><Trans>Last checked</Trans></dt>
          <dd>
            <time dateTime={node.checked_at} title={formatDateTime(node.checked_at)}>
              {formatRelativeTime(node.checked_at, { now: reference })}
            </time>
          </dd>
        </div>
        {node.your_servers.length > 0 ? (
          <div className={styles.fact}>
            <dt><Trans>Your servers</Trans></dt>
            <dd>
              {node.your_servers.map((server, index) => (
                <span key={server.id}>
                  {index > 0 ? ', ' : null}
                  <Link to={`/dashboard/${server.id}`} className={styles.link}>
                    {server.name}
                  </Link>
                </span>
              ))}
            </dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}
