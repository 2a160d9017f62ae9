import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ACCESS, screensFor } from '@portal/ui-kit/route-handle';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { automationRoutes } from '#automations/routes.tsx';
import { withMessages as withCommsMessages } from '#integration-comms/catalog.ts';
import { integrationCommsRoutes } from '#integration-comms/routes.tsx';
import { integrationDockerRoutes } from '#integration-docker/routes.tsx';
import { withMessages } from './catalog.ts';
import type { FormIntegrationKey } from './settings/fields.ts';

const IntegrationsLayout = lazy(() => withMessages(import('./layout/integrations-layout.tsx')));
const OverviewScreen = lazy(() => withMessages(import('./overview/integrations-overview-screen.tsx')));
const SettingsScreen = lazy(() => withMessages(import('./settings/integration-settings-page.tsx')));
// The mail templates' section speaks from its own folder's catalog.
const MailScreen = lazy(() => withMessages(withCommsMessages(import('./mail/mail-screen.tsx'))));
const UptimeRobotScreen = lazy(() => withMessages(import('./uptime-robot/uptime-robot-screen.tsx')));

const admin = screensFor(ACCESS.admin);
const MENU = { menu: '/admin/integrations' } as const;

/** The integrations whose page is the generic settings form alone, with their titles. */
const SETTINGS_PAGES: readonly [FormIntegrationKey, MessageDescriptor][] = [
  ['plex', msg`Plex`],
  ['emby', msg`Emby`],
  ['jellyfin', msg`Jellyfin`],
  ['whmcs', msg`WHMCS`],
  ['cdn', msg`CDN`],
  ['tautulli', msg`Tautulli`],
  ['hetzner', msg`Hetzner`],
  ['radarr', msg`Radarr`],
  ['sonarr', msg`Sonarr`],
  ['nodes', msg`Node provisioning`],
];

/** `/app/admin/integrations`: its layout and overview, the settings pages, and the pages of the integration folders below it. */
export const integrationRoutes: RouteObject[] = [
  {
    path: 'admin/integrations',
    handle: admin(msg`Integrations`, { breadcrumb: true, ...MENU }),
    element: <IntegrationsLayout />,
    children: [
      { index: true, handle: admin(msg`Integrations`, MENU), element: <OverviewScreen /> },
      ...SETTINGS_PAGES.map(([key, title]) => ({ path: key, handle: admin(title, { breadcrumb: true, ...MENU }), element: <SettingsScreen integration={key} /> })),
      { path: 'mail', handle: admin(msg`Mail`, { breadcrumb: true, ...MENU }), element: <MailScreen /> },
      { path: 'uptime-robot', handle: admin(msg`Uptime Robot`, { breadcrumb: true, ...MENU }), element: <UptimeRobotScreen /> },
      ...integrationDockerRoutes,
      ...automationRoutes,
      ...integrationCommsRoutes,
    ],
  },
];
