import { msg } from '@lingui/core/macro';
import { ACCESS, screensFor } from '@portal/ui-kit/route-handle';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { withMessages } from './catalog.ts';

const ShopScreen = lazy(() => withMessages(import('./shop-screen.tsx')));

const reseller = screensFor(ACCESS.reseller);

/** The reseller shop: nodes and capacity bought from the platform. Its menu entry shows only while `has_reseller_products`. */
export const shopRoutes: RouteObject[] = [{ path: 'reseller-shop', handle: reseller(msg`Reseller shop`, { menu: '/reseller-shop' }), element: <ShopScreen /> }];
