import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { AreaNav, type AreaNavLink } from '@portal/ui-kit/area-nav';
import { Page, Stack } from '@portal/ui-kit/layout';
import { SectionLoading } from '@portal/ui-kit/section';
import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { PeriodControl } from '../period/period-control.tsx';
import { useMetricPeriod } from '../period/use-metric-period.ts';

export const METRICS_BASE = '/admin/metrics';

/** The metrics, each a route of its own below the area's address. */
export const METRIC_SECTIONS: readonly AreaNavLink[] = [
  { to: '', label: msg`Overview`, end: true },
  { to: 'products', label: msg`Products` },
  { to: 'transcode-transgressions', label: msg`Transcode transgressions` },
  { to: 'plex-users', label: msg`Plex users` },
  { to: 'node-reboots', label: msg`Node reboots` },
  { to: 'turnover', label: msg`Turnover` },
];

/**
 * `/app/admin/metrics`: the title, the links to every metric and the one period they share, kept
 * in the address: every link carries it, so a tab shows the same period as the one before.
 */
export default function MetricsLayout() {
  const { t } = useLingui();
  const { search } = useMetricPeriod();
  return (
    <Page title={t`Metrics`} description={t`How the platform is used and what it earns, over a period you choose.`}>
      <Stack gap="xl">
        <AreaNav
          label={t`Metrics sections`}
          links={METRIC_SECTIONS}
          renderLink={(link, text) => (
            <NavLink to={{ pathname: link.to ? `${METRICS_BASE}/${link.to}` : METRICS_BASE, search }} end={link.end}>
              {text}
            </NavLink>
          )}
        />
        <PeriodControl />
        <Suspense fallback={<SectionLoading label={t`Loading the metric`} />}>
          <Outlet />
        </Suspense>
      </Stack>
    </Page>
  );
}
