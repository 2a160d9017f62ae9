import { msg } from '@lingui/core/macro';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { customer } from '#lib/screen.ts';
import { withMessages } from './catalog.ts';

const ShopScreen = lazy(() => withMessages(import('./shop-screen.tsx')));

/** The shop. Open to every signed-in user; the screen explains why someone who cannot buy sees no products. */
export const shopRoutes: RouteObject[] = [{ path: 'shop', handle: customer(msg`Shop`), element: <ShopScreen /> }];
