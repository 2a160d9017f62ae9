import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { AreaNav, type AreaNavLink } from '@portal/ui-kit/area-nav';
import { Page, Stack } from '@portal/ui-kit/layout';
import { OutcomeProvider } from '@portal/ui-kit/outcome';
import { SectionLoading } from '@portal/ui-kit/section';
import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';

/** The lounge's pages, each a route of its own below `/admin/requests`. */
const PAGES: readonly AreaNavLink[] = [
  { to: '', label: msg`Overview`, end: true },
  { to: 'tv-shows', label: msg`TV shows` },
  { to: 'movies', label: msg`Movies` },
  { to: 'media-reports', label: msg`Media reports` },
  { to: 'rules', label: msg`Rules` },
  { to: 'stats', label: msg`Statistics` },
  { to: 'contributes', label: msg`Contributors` },
  { to: 'library-maps', label: msg`Library maps` },
  { to: 'media-types', label: msg`Media types` },
  { to: 'settings', label: msg`Settings` },
];

/**
 * `/app/admin/requests`: the other side of the customers' request lounge. The page's title and
 * the links to its pages stay while the open page changes below them; every page raises its
 * outcomes in one dialog.
 */
export default function RequestsLayout() {
  const { t } = useLingui();
  return (
    <OutcomeProvider>
      <Page title={t`Request lounge`} description={t`What customers asked for and reported, and how the lounge works for them.`}>
        <Stack gap="xl">
          <AreaNav
            label={t`Request lounge pages`}
            links={PAGES}
            renderLink={(link, text) => (
              <NavLink to={link.to ? `/admin/requests/${link.to}` : '/admin/requests'} end={link.end}>
                {text}
              </NavLink>
            )}
          />
          <Suspense fallback={<SectionLoading label={t`Loading the page`} />}>
            <Outlet />
          </Suspense>
        </Stack>
      </Page>
    </OutcomeProvider>
  );
}
