import { msg } from '@lingui/core/macro';
import { ACCESS, screensFor } from '@portal/ui-kit/route-handle';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { withMessages } from './catalog.ts';

const ProductsScreen = lazy(() => withMessages(import('./list/products-screen.tsx')));
const CreateProductLayout = lazy(() => withMessages(import('./create/create-layout.tsx')));
const ChooseCategoryScreen = lazy(() => withMessages(import('./create/choose-category-screen.tsx')));
const ChooseTypeScreen = lazy(() => withMessages(import('./create/choose-type-screen.tsx')));
const ProductSettingsScreen = lazy(() => withMessages(import('./create/product-settings-screen.tsx')));
const ProductScreen = lazy(() => withMessages(import('./detail/product-screen.tsx')));

const admin = screensFor(ACCESS.admin);
const MENU = '/admin/products';

/** `/app/admin/products`: the products, their step-by-step creation and a product's page. */
export const productRoutes: RouteObject[] = [
  {
    path: 'admin/products',
    handle: admin(msg`Products`, { breadcrumb: true, menu: MENU }),
    children: [
      { index: true, element: <ProductsScreen /> },
      {
        path: 'create',
        handle: admin(msg`Create a product`, { breadcrumb: true, menu: MENU }),
        element: <CreateProductLayout />,
        children: [
          { index: true, element: <ChooseCategoryScreen /> },
          { path: ':category', handle: admin(msg`Create a product: type`, { menu: MENU }), element: <ChooseTypeScreen /> },
          { path: ':category/:type', handle: admin(msg`Create a product: settings`, { menu: MENU }), element: <ProductSettingsScreen /> },
        ],
      },
      { path: ':product', handle: admin(msg`Product`, { breadcrumb: true, menu: MENU }), element: <ProductScreen /> },
    ],
  },
];
