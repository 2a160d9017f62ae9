import { msg } from '@lingui/core/macro';
import { ACCESS, screensFor } from '@portal/ui-kit/route-handle';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { withMessages } from './catalog.ts';

const ProductsScreen = lazy(() => withMessages(import('./list/products-screen.tsx')));
const CreateLayout = lazy(() => import('./create/create-layout.tsx'));
const ChooseTypeScreen = lazy(() => withMessages(import('./create/choose-type-screen.tsx')));
const ProductSettingsScreen = lazy(() => withMessages(import('./create/product-settings-screen.tsx')));
const ProductScreen = lazy(() => withMessages(import('./detail/product-screen.tsx')));

const reseller = screensFor(ACCESS.reseller);
const menu = '/reseller-panel';

/**
 * The reseller's own products, children of the reseller panel's layout: `products`, `products/create`,
 * `products/create/:type` and `products/:product`. The two creation steps share one layout, which
 * keeps the draft while the reseller goes back and forth between them.
 */
export const productRoutes: RouteObject[] = [
  {
    path: 'products',
    handle: reseller(msg`Products`, { breadcrumb: true, menu }),
    children: [
      { index: true, handle: reseller(msg`Products`, { menu }), element: <ProductsScreen /> },
      {
        path: 'create',
        handle: reseller(msg`Create a product`, { breadcrumb: true, menu }),
        element: <CreateLayout />,
        children: [
          { index: true, handle: reseller(msg`Create a product`, { menu }), element: <ChooseTypeScreen /> },
          { path: ':type', handle: reseller(msg`Product settings`, { breadcrumb: true, menu }), element: <ProductSettingsScreen /> },
        ],
      },
      { path: ':product', handle: reseller(msg`Product`, { breadcrumb: true, menu }), element: <ProductScreen /> },
    ],
  },
];
