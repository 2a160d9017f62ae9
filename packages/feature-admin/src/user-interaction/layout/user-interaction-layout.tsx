import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { AreaNav, type AreaNavLink } from '@portal/ui-kit/area-nav';
import { Page, Stack } from '@portal/ui-kit/layout';
import { OutcomeProvider } from '@portal/ui-kit/outcome';
import { SectionLoading } from '@portal/ui-kit/section';
import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';

/** What reaches the customers, each part a route of its own below `/app/admin/user-interaction`. */
const SECTIONS: readonly AreaNavLink[] = [
  { to: '', label: msg`Overview`, end: true },
  { to: 'alerts', label: msg`Alerts` },
  { to: 'popups', label: msg`Popups` },
  { to: 'send-email', label: msg`Send e-mail` },
  { to: 'announcements', label: msg`Announcements` },
  { to: 'dynamic-content', label: msg`Dynamic content` },
];

/**
 * `/app/admin/user-interaction`: the title, the links to its parts and the open one. Every part
 * raises its outcomes in one dialog, which stays when a saved form goes back to its list.
 */
export default function UserInteractionLayout() {
  const { t } = useLingui();
  return (
    <OutcomeProvider>
      <Page title={t`User interaction`} description={t`What reaches the customers: banners, popups, e-mails, announcements and blocks on their pages.`}>
        <Stack gap="xl">
          <AreaNav
            label={t`User interaction sections`}
            links={SECTIONS}
            renderLink={(link, text) => (
              <NavLink to={link.to ? `/admin/user-interaction/${link.to}` : '/admin/user-interaction'} end={link.end}>
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
