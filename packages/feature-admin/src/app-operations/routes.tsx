import { msg } from '@lingui/core/macro';
import { ACCESS, screensFor } from '@portal/ui-kit/route-handle';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { withMessages } from './catalog.ts';

const SupportSettingsScreen = lazy(() => withMessages(import('./support/support-settings-screen.tsx')));
const ExportsScreen = lazy(() => withMessages(import('./exports/exports-screen.tsx')));
const FeatureTogglesScreen = lazy(() => withMessages(import('./feature-toggle/feature-toggles-screen.tsx')));
const ProductSettingsScreen = lazy(() => withMessages(import('./product-settings/product-settings-screen.tsx')));

const admin = screensFor(ACCESS.admin);
const MENU = '/admin/app-management';

/** Support settings, exports, feature toggles and product settings: children of the System Settings layout (`../app-management`), paths relative. */
export const appOperationsRoutes: RouteObject[] = [
  { path: 'support', handle: admin(msg`Support settings`, { breadcrumb: true, menu: MENU }), element: <SupportSettingsScreen /> },
  { path: 'exports', handle: admin(msg`Exports`, { breadcrumb: true, menu: MENU }), element: <ExportsScreen /> },
  { path: 'feature-toggle', handle: admin(msg`Feature toggles`, { breadcrumb: true, menu: MENU }), element: <FeatureTogglesScreen /> },
  { path: 'product-settings', handle: admin(msg`Product settings`, { breadcrumb: true, menu: MENU }), element: <ProductSettingsScreen /> },
];
