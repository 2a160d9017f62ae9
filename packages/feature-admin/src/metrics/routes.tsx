import { msg } from '@lingui/core/macro';
import { ACCESS, screensFor } from '@portal/ui-kit/route-handle';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { withMessages } from './catalog.ts';

const MetricsLayout = lazy(() => withMessages(import('./layout/metrics-layout.tsx')));
const OverviewScreen = lazy(() => withMessages(import('./overview/metrics-overview-screen.tsx')));
const ProductsScreen = lazy(() => withMessages(import('./products/products-screen.tsx')));
const TranscodeTransgressionsScreen = lazy(() => withMessages(import('./transcode-transgressions/transcode-transgressions-screen.tsx')));
const PlexUsersScreen = lazy(() => withMessages(import('./plex-users/plex-users-screen.tsx')));
const NodeRebootsScreen = lazy(() => withMessages(import('./node-reboots/node-reboots-screen.tsx')));
const TurnoverScreen = lazy(() => withMessages(import('./turnover/turnover-screen.tsx')));

const admin = screensFor(ACCESS.admin);
const MENU = { menu: '/admin/metrics' } as const;

/** Metrics: a layout with the platform's charts over one period kept in the address. */
export const metricsRoutes: RouteObject[] = [
  {
    path: 'admin/metrics',
    handle: admin(msg`Metrics`, { breadcrumb: true, ...MENU }),
    element: <MetricsLayout />,
    children: [
      { index: true, handle: admin(msg`Metrics`, MENU), element: <OverviewScreen /> },
      { path: 'products', handle: admin(msg`Products`, { breadcrumb: true, ...MENU }), element: <ProductsScreen /> },
      { path: 'transcode-transgressions', handle: admin(msg`Transcode transgressions`, { breadcrumb: true, ...MENU }), element: <TranscodeTransgressionsScreen /> },
      { path: 'plex-users', handle: admin(msg`Plex users`, { breadcrumb: true, ...MENU }), element: <PlexUsersScreen /> },
      { path: 'node-reboots', handle: admin(msg`Node reboots`, { breadcrumb: true, ...MENU }), element: <NodeRebootsScreen /> },
      { path: 'turnover', handle: admin(msg`Turnover`, { breadcrumb: true, ...MENU }), element: <TurnoverScreen /> },
    ],
  },
];
