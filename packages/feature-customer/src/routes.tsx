import { msg } from '@lingui/core/macro';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { serverRoutes } from './server/routes.tsx';
import { invoiceRoutes } from './invoices/routes.tsx';
import { shopRoutes } from './shop/routes.tsx';
import { tvScheduleRoutes } from './tv-schedule/routes.tsx';
import { statusRoutes } from './status/routes.tsx';
import { settingsRoutes } from './settings/routes.tsx';
import { communityRoutes } from './community-center/routes.tsx';
import { plexToolsRoutes } from './plex-tools/routes.tsx';
import { requestLoungeRoutes } from './request-lounge/routes.tsx';
import { supportRoutes } from './support/routes.tsx';
import { customer } from '#lib/screen.ts';
import { withMessages as withDashboardMessages } from './dashboard/catalog.ts';

const DashboardScreen = lazy(() => withDashboardMessages(import('./dashboard/dashboard-screen.tsx')));

/** The customer area: open to every signed-in user. */
export const customerRoutes: RouteObject[] = [
  { path: 'dashboard', handle: customer(msg`Dashboard`), element: <DashboardScreen /> },
  ...serverRoutes,
  ...invoiceRoutes,
  ...shopRoutes,
  ...tvScheduleRoutes,
  ...statusRoutes,
  ...settingsRoutes,
  ...communityRoutes,
  ...plexToolsRoutes,
  ...requestLoungeRoutes,
  ...supportRoutes,
];
