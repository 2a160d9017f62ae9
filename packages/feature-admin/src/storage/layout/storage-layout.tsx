import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { AreaNav, type AreaNavLink } from '@portal/ui-kit/area-nav';
import { Page, Stack } from '@portal/ui-kit/layout';
import { OutcomeProvider } from '@portal/ui-kit/outcome';
import { SectionLoading } from '@portal/ui-kit/section';
import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';

const BASE = '/admin/storage';

/** The storage pages, each a route of its own below the area's address. */
const STORAGE_SECTIONS: readonly AreaNavLink[] = [
  { to: '', label: msg`Overview`, end: true },
  { to: 'mounts', label: msg`Mounts` },
  { to: 'mount-paths', label: msg`Mount paths` },
  { to: 'library-paths', label: msg`Library paths` },
  { to: 'deployment-paths', label: msg`Deployment paths` },
];

/**
 * `/app/admin/storage`: the title and the links to the storage pages, above the open one. Every
 * page raises its outcomes in the one dialog of the layout.
 */
export default function StorageLayout() {
  const { t } = useLingui();
  return (
    <OutcomeProvider>
      <Page title={t`Storage`} description={t`The mounts of the nodes, and the paths that mounts, libraries and deployments use.`}>
        <Stack gap="xl">
          <AreaNav
            label={t`Storage sections`}
            links={STORAGE_SECTIONS}
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
