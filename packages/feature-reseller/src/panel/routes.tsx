import { msg } from '@lingui/core/macro';
import { ACCESS, screensFor } from '@portal/ui-kit/route-handle';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { productRoutes } from '#products/routes.tsx';
import { whmcsRoutes } from '#whmcs/routes.tsx';
import { withMessages } from './catalog.ts';

const PanelLayout = lazy(() => withMessages(import('./layout/panel-layout.tsx')));
const OverviewScreen = lazy(() => withMessages(import('./overview/overview-screen.tsx')));
const NodeScreen = lazy(() => withMessages(import('./node/node-screen.tsx')));
const ServerScreen = lazy(() => withMessages(import('./server/server-screen.tsx')));

const reseller = screensFor(ACCESS.reseller);

/** `/app/reseller-panel`: the panel's layout with the overview, a node and a server, and the products and WHMCS below it. */
export const panelRoutes: RouteObject[] = [
  {
    path: 'reseller-panel',
    handle: reseller(msg`Reseller panel`, { breadcrumb: true, menu: '/reseller-panel' }),
    element: <PanelLayout />,
    children: [
      { index: true, handle: reseller(msg`Reseller panel`, { menu: '/reseller-panel' }), element: <OverviewScreen /> },
      { path: 'node/:node', handle: reseller(msg`Node`, { breadcrumb: true, menu: '/reseller-panel' }), element: <NodeScreen /> },
      { path: 'server/:server', handle: reseller(msg`Server`, { breadcrumb: true, menu: '/reseller-panel' }), element: <ServerScreen /> },
      ...productRoutes,
      ...whmcsRoutes,
    ],
  },
];
