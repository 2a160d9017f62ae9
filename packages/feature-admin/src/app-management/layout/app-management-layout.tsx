import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { AreaNav, type AreaNavLink } from '@portal/ui-kit/area-nav';
import { Page, Stack } from '@portal/ui-kit/layout';
import { OutcomeProvider } from '@portal/ui-kit/outcome';
import { SectionLoading } from '@portal/ui-kit/section';
import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';

const BASE = '/admin/app-management';

/** The System Settings' pages, each a route of its own below the area's address. */
const APP_MANAGEMENT_SECTIONS: readonly AreaNavLink[] = [
  { to: '', label: msg`Overview`, end: true },
  { to: 'system', label: msg`System` },
  { to: 'deployment', label: msg`Deployment` },
  { to: 'products-and-billing', label: msg`Products and billing` },
  { to: 'trials', label: msg`Trials` },
  { to: 'support', label: msg`Support` },
  { to: 'exports', label: msg`Exports` },
  { to: 'feature-toggle', label: msg`Feature toggles` },
  { to: 'product-settings', label: msg`Product settings` },
];

/**
 * `/app/admin/app-management`: the System Settings' title and the links to its pages, above the
 * open one. Every page raises its outcomes in the one dialog of the layout.
 */
export default function AppManagementLayout() {
  const { t } = useLingui();
  return (
    <OutcomeProvider>
      <Page title={t`System Settings`} description={t`How the platform looks, deploys, bills and welcomes customers.`}>
        <Stack gap="xl">
          <AreaNav
            label={t`System Settings sections`}
            links={APP_MANAGEMENT_SECTIONS}
            renderLink={(link, text) => (
              <NavLink to={link.to ? `${BASE}/${link.to}` : BASE} end={link.end}>
                {text}
              </NavLink>
            )}
          />
          <Suspense fallback={<SectionLoading label={t`Loading the section`} />}>
            <Outlet />
          </Suspense>
        </Stack>
      </Page>
    </OutcomeProvider>
  );
}
