import { Badge } from '@portal/ui-kit/badge';
import { Link } from 'react-router';
import { agoFrom, dateTime, LEVEL } from './status-labels.ts';
import * as styles from './status.css.ts';
import type { StatusNode } from './types.ts';

const percent = new Intl.NumberFormat(undefined, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A node: its state, how reliable it has been, when it was last checked and which of the user's servers it runs. */
export function NodeItem({ node, reference }: { node: StatusNode; reference: string }) {
  const level = LEVEL[node.status];
  return (
    <li className={node.your_servers.length > 0 ? styles.yourNode : styles.node}>
      <div className={styles.itemHead}>
        <h3 className={styles.itemTitle}>{node.alias}</h3>
        <Badge tone={level.tone}>{level.label}</Badge>
      </div>
      <p className={styles.meta}>{node.location}</p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>Uptime, 30 days</dt>
          <dd>{node.uptime_percent === null ? 'Not monitored' : percent.format(node.uptime_percent / 100)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Last checked</dt>
          <dd>
            <time dateTime={node.checked_at} title={dateTime(node.checked_at)}>
              {agoFrom(node.checked_at, reference)}
            </time>
          </dd>
        </div>
        {node.your_servers.length > 0 ? (
          <div className={styles.fact}>
            <dt>Your servers</dt>
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
