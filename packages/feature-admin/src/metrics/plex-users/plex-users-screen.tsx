import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@portal/ui-kit/format';
import { drawnSeries } from '../frame/aggregate.ts';
import { MetricScreen } from '../frame/metric-screen.tsx';

/** `/app/admin/metrics/plex-users`: the Plex users on the platform's servers, per Plex product. */
export default function PlexUsersMetricScreen() {
  const { t } = useLingui();
  return (
    <MetricScreen
      metric="plex-users"
      title={t`Plex users`}
      description={t`The Plex users on the platform's servers at the end of each step, per product.`}
      loading={t`Loading the Plex users`}
      error={t`The Plex users could not be loaded`}
      emptyTitle={t`No Plex users in this period`}
      emptyDescription={t`Choose another period to look further back.`}
      view={(data) => {
        const drawn = drawnSeries(data, t`Other products`);
        const peak = Math.max(0, ...data.points.map((point) => point.values.reduce((sum, value) => sum + value, 0)));
        const first = data.points[0]?.values.reduce((sum, value) => sum + value, 0) ?? 0;
        return {
          figures: [
            { title: t`Plex users`, value: formatNumber(data.total), detail: t`At the end of the period` },
            { title: t`Highest`, value: formatNumber(peak) },
            { title: t`Change`, value: formatNumber(data.total - first, { signDisplay: 'exceptZero' }) },
            ...data.series.map((product) => ({ title: product.name, value: formatNumber(product.total) })),
          ],
          charts: [{ kind: 'stacked', title: t`Plex users per product`, additive: false, ...drawn }],
        };
      }}
    />
  );
}
