import type { RouteHandle } from '@portal/api-client';
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

const DashboardScreen = lazy(() => import('./dashboard/dashboard-screen.tsx'));

const customer = (title: string): RouteHandle => ({ access: { auth: true }, title });

/** The customer area: open to every signed-in user. */
export const customerRoutes: RouteObject[] = [
  { path: 'dashboard', handle: customer('Dashboard'), element: <DashboardScreen /> },
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
