import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentUser } from '@portal/api-client';
import { Alert } from '@portal/ui-kit/alert';
import { AreaNav, type AreaNavLink } from '@portal/ui-kit/area-nav';
import { Page, Stack } from '@portal/ui-kit/layout';
import { SectionLoading } from '@portal/ui-kit/section';
import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { useOverview } from '../api/get-overview.ts';
import { PANEL_BASE } from '../shared/labels.ts';

/** The panel's parts, each a route of its own below the panel's address. */
export const PANEL_SECTIONS: readonly AreaNavLink[] = [
  { to: '', label: msg`Overview`, end: true },
  { to: 'products', label: msg`Products` },
  { to: 'whmcs', label: msg`WHMCS` },
];

/** For a user who manages one node only: which one, so a short list never looks like missing data. */
function NodeOnlyNote({ nodeId }: { nodeId: number }) {
  const overview = useOverview();
  const name = overview.data?.nodes.find((node) => node.id === nodeId)?.alias ?? `#${nodeId}`;
  return (
    <Alert tone="info">
      <Trans>You manage the node {name} only.</Trans>
    </Alert>
  );
}

/** `/app/reseller-panel`: the title, the links to the panel's parts and the open one. */
export default function PanelLayout() {
  const { t } = useLingui();
  const nodeId = useCurrentUser()?.reseller_node ?? null;
  return (
    <Page title={t`Reseller panel`} description={t`Your nodes, your customers’ servers and what needs you.`}>
      <Stack gap="xl">
        <AreaNav
          label={t`Reseller panel sections`}
          links={PANEL_SECTIONS}
          renderLink={(link, text) => (
            <NavLink to={link.to ? `${PANEL_BASE}/${link.to}` : PANEL_BASE} end={link.end}>
              {text}
            </NavLink>
          )}
        />
        {nodeId !== null ? <NodeOnlyNote nodeId={nodeId} /> : null}
        <Suspense fallback={<SectionLoading label={t`Loading the panel`} />}>
          <Outlet />
        </Suspense>
      </Stack>
    </Page>
  );
}
