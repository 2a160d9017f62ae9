import { Trans, useLingui } from '@lingui/react/macro';
import { TextLink } from '@portal/ui-kit/link';
import { formatDate, formatDateTime, formatNumber, formatRelativeTime } from '@portal/ui-kit/format';
import { Card } from '@portal/ui-kit/layout';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminNode } from '../api/types.ts';
import * as styles from '../shared/nodes.css.ts';

/** A percentage of the API (0–100) as the page's language writes it. */
function percent(value: number): string {
  return formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 0 });
}

function Usage({ label, value }: { label: string; value: number | null | undefined }) {
  const { t } = useLingui();
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue}>{value === null || value === undefined ? t`Not reported` : percent(value)}</dd>
      {value === null || value === undefined ? null : (
        <dd>
          <meter className={styles.meter} min={0} max={100} low={70} high={90} optimum={0} value={value} aria-label={label} />
        </dd>
      )}
    </div>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue}>{children}</dd>
    </div>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.detailTerm}>{term}</dt>
      <dd className={styles.detailValue}>{children}</dd>
    </>
  );
}

/** The node's figures (servers, load) and its settings at a glance. */
export function NodeFigures({ node }: { node: AdminNode }) {
  const { t } = useLingui();
  const servers = node.server_count ?? 0;
  const capacity = node.capacity;
  const usage = node.usage;
  const lastReboot = node.last_reboot_at;
  const serverCount = formatNumber(servers);
  const capacityCount = formatNumber(capacity ?? 0);
  return (
    <>
      <Card title={t`Load`} description={t`At the node's last check.`}>
        <dl className={styles.figures} aria-label={t`Node figures`}>
          <Figure label={t`Servers`}>
            {capacity ? (
              <Trans>
                {serverCount} of {capacityCount}
              </Trans>
            ) : (
              serverCount
            )}
          </Figure>
          <Usage label={t`CPU`} value={usage?.cpu_percent} />
          <Usage label={t`Memory`} value={usage?.ram_percent} />
          <Usage label={t`Disk`} value={usage?.disk_percent} />
          <Figure label={t`Last reboot`}>
            {lastReboot ? (
              <time dateTime={lastReboot} title={formatDateTime(lastReboot)}>
                {formatRelativeTime(lastReboot)}
              </time>
            ) : (
              <Trans>Never</Trans>
            )}
          </Figure>
        </dl>
      </Card>
      <Card title={t`Settings`}>
        <dl className={styles.details}>
          <Detail term={t`Host name`}>{node.host ?? ''}</Detail>
          <Detail term={t`IP address`}>{node.ip ?? t`Not set`}</Detail>
          <Detail term={t`SSH port`}>{node.ssh_port ?? t`Not set`}</Detail>
          <Detail term={t`Location`}>{node.location || t`Not set`}</Detail>
          {node.reseller ? (
            <Detail term={t`Reseller`}>
              <TextLink asChild>
                <Link to={`/admin/users/${node.reseller.id}`}>{node.reseller.name}</Link>
              </TextLink>
            </Detail>
          ) : null}
          {node.created_at ? (
            <Detail term={t`Added`}>
              <time dateTime={node.created_at}>{formatDate(node.created_at)}</time>
            </Detail>
          ) : null}
          <Detail term={t`Notes`}>{node.notes || t`None`}</Detail>
        </dl>
      </Card>
    </>
  );
}
