import type { RouteHandle } from '@portal/api-client';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const ShopScreen = lazy(() => import('./shop-screen.tsx'));

/** The shop. Open to every signed-in user; the screen explains why someone who cannot buy sees no products. */
export const shopRoutes: RouteObject[] = [{ path: 'shop', handle: { access: { auth: true }, title: 'Shop' } satisfies RouteHandle, element: <ShopScreen /> }];
