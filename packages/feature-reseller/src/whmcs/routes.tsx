import { msg } from '@lingui/core/macro';
import { ACCESS, screensFor } from '@portal/ui-kit/route-handle';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { withMessages } from './catalog.ts';

const WhmcsScreen = lazy(() => withMessages(import('./link/whmcs-screen.tsx')));
const WhmcsNodeScreen = lazy(() => withMessages(import('./node/node-screen.tsx')));
const WhmcsContainerScreen = lazy(() => withMessages(import('./container/container-screen.tsx')));
const WhmcsInviteScreen = lazy(() => withMessages(import('./invite/invite-screen.tsx')));
const WhmcsProductScreen = lazy(() => withMessages(import('./product/product-screen.tsx')));

const reseller = screensFor(ACCESS.reseller);
const menu = '/reseller-panel';

/** The WHMCS link and the nodes, containers and invites seen through it: children of the reseller panel's layout. */
export const whmcsRoutes: RouteObject[] = [
  { path: 'whmcs', handle: reseller(msg`WHMCS`, { breadcrumb: true, menu }), element: <WhmcsScreen /> },
  { path: 'whmcs/node/:node', handle: reseller(msg`WHMCS node`, { breadcrumb: true, menu }), element: <WhmcsNodeScreen /> },
  { path: 'whmcs/node/:node/server/:container', handle: reseller(msg`WHMCS container`, { breadcrumb: true, menu }), element: <WhmcsContainerScreen /> },
  {
    path: 'whmcs/node/:node/server/:container/invites/:invite',
    handle: reseller(msg`WHMCS invite`, { breadcrumb: true, menu }),
    element: <WhmcsInviteScreen />,
  },
  { path: 'whmcs/products/:product', handle: reseller(msg`WHMCS product mapping`, { breadcrumb: true, menu }), element: <WhmcsProductScreen /> },
];
