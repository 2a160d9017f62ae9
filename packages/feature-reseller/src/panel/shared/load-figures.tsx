import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@portal/ui-kit/format';
import type { ResellerNodeStats } from '../api/types.ts';
import * as styles from './shared.css.ts';

function Figure({ label, value, share }: { label: string; value: string; share: number }) {
  const level = share >= 0.9 ? 'critical' : share >= 0.75 ? 'high' : 'normal';
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue}>{value}</dd>
      <dd className={styles.bar} aria-hidden="true">
        <div className={styles.barFill[level]} style={{ width: `${Math.min(100, Math.round(share * 100))}%` }} />
      </dd>
    </div>
  );
}

/** A node's capacity and load: the servers it holds of those it is meant to, and its CPU, memory and disk. */
export function LoadFigures({ stats }: { stats: ResellerNodeStats }) {
  const { t } = useLingui();
  const used = formatNumber(stats.servers_used);
  const max = formatNumber(stats.servers_max);
  const percent = (value: number) => formatNumber(value / 100, { style: 'percent' });
  return (
    <dl className={styles.figures}>
      <Figure label={t`Servers`} value={t`${used} of ${max}`} share={stats.servers_max > 0 ? stats.servers_used / stats.servers_max : 1} />
      <Figure label={t`CPU`} value={percent(stats.cpu_percent)} share={stats.cpu_percent / 100} />
      <Figure label={t`Memory`} value={percent(stats.ram_percent)} share={stats.ram_percent / 100} />
      <Figure label={t`Disk`} value={percent(stats.disk_percent)} share={stats.disk_percent / 100} />
    </dl>
  );
}
