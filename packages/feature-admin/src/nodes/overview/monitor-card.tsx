import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { formatNumber } from '@portal/ui-kit/format';
import { Card } from '@portal/ui-kit/layout';
import { useOutcome } from '@portal/ui-kit/outcome';
import { Section } from '@portal/ui-kit/section';
import { useAddMonitor } from '../api/add-monitor.ts';
import { useUptimeMonitor } from '../api/get-uptime-monitor.ts';
import { useRemoveMonitor } from '../api/remove-monitor.ts';
import type { UptimeMonitor } from '../api/types.ts';
import { MONITOR_STATUS } from '../shared/labels.ts';
import * as styles from '../shared/nodes.css.ts';

function Monitor({ monitor }: { monitor: UptimeMonitor }) {
  const { t } = useLingui();
  const status = MONITOR_STATUS[monitor.status];
  const ratio = monitor.uptime_ratio;
  const id = monitor.id;
  return (
    <dl className={styles.details}>
      <dt className={styles.detailTerm}>
        <Trans>Status</Trans>
      </dt>
      <dd className={styles.detailValue}>
        <Badge tone={status.tone}>{t(status.label)}</Badge>
      </dd>
      <dt className={styles.detailTerm}>
        <Trans>Uptime</Trans>
      </dt>
      <dd className={styles.detailValue}>
        {ratio === null || ratio === undefined ? t`Not measured yet` : formatNumber(ratio / 100, { style: 'percent', maximumFractionDigits: 2 })}
      </dd>
      <dt className={styles.detailTerm}>
        <Trans>Monitor</Trans>
      </dt>
      <dd className={styles.detailValue}>#{id}</dd>
    </dl>
  );
}

/** Whether the node's uptime is watched, and the switch to start or stop it. */
export function MonitorCard({ nodeId }: { nodeId: number }) {
  const { t } = useLingui();
  const monitor = useUptimeMonitor(nodeId);
  const add = useAddMonitor(nodeId);
  const remove = useRemoveMonitor(nodeId);
  const outcome = useOutcome();
  const monitored = Boolean(monitor.data);
  const action =
    monitor.data === undefined ? null : monitored ? (
      <Button
        size="sm"
        variant="secondary"
        loading={remove.isPending}
        onClick={() => void outcome.run(() => remove.mutateAsync(), { success: t`The node is no longer being monitored` })}
      >
        <Trans>Remove from monitoring</Trans>
      </Button>
    ) : (
      <Button size="sm" loading={add.isPending} onClick={() => void outcome.run(() => add.mutateAsync(), { success: t`The node is now being monitored` })}>
        <Trans>Add to monitoring</Trans>
      </Button>
    );
  return (
    <Card title={t`Uptime monitoring`} description={t`An outside check that warns the team when the node stops answering.`} actions={action}>
      <Section
        query={monitor}
        loading={t`Loading the uptime monitor`}
        error={t`The uptime monitor could not be loaded`}
        empty={(data) => data === null}
        emptyState={{ title: t`Not monitored`, description: t`Nobody is warned when this node stops answering.` }}
      >
        {(data) => (data ? <Monitor monitor={data} /> : null)}
      </Section>
      {outcome.dialog}
    </Card>
  );
}
