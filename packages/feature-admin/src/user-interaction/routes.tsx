import { msg } from '@lingui/core/macro';
import { ACCESS, screensFor } from '@portal/ui-kit/route-handle';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { messagingRoutes } from '#messaging/routes.tsx';
import { withMessages } from './catalog.ts';

const UserInteractionLayout = lazy(() => withMessages(import('./layout/user-interaction-layout.tsx')));
const OverviewScreen = lazy(() => withMessages(import('./overview/overview-screen.tsx')));
const AlertsScreen = lazy(() => withMessages(import('./alerts/alerts-screen.tsx')));
const AlertEditorScreen = lazy(() => withMessages(import('./alerts/alert-editor-screen.tsx')));
const PopupsScreen = lazy(() => withMessages(import('./popups/popups-screen.tsx')));
const PopupEditorScreen = lazy(() => withMessages(import('./popups/popup-editor-screen.tsx')));
const BlocksScreen = lazy(() => withMessages(import('./dynamic-content/blocks-screen.tsx')));
const BlockEditorScreen = lazy(() => withMessages(import('./dynamic-content/block-editor-screen.tsx')));

const admin = screensFor(ACCESS.admin);
const MENU = { menu: '/admin/user-interaction' } as const;

/** `/app/admin/user-interaction`: what reaches the customers: its layout and tab navigation, alerts, popups and dynamic content, with the pages of `../messaging` below it. */
export const userInteractionRoutes: RouteObject[] = [
  {
    path: 'admin/user-interaction',
    handle: admin(msg`User interaction`, { breadcrumb: true, ...MENU }),
    element: <UserInteractionLayout />,
    children: [
      { index: true, handle: admin(msg`User interaction`, MENU), element: <OverviewScreen /> },
      { path: 'alerts', handle: admin(msg`Alerts`, MENU), element: <AlertsScreen /> },
      { path: 'alerts/new', handle: admin(msg`New alert`, MENU), element: <AlertEditorScreen /> },
      { path: 'alerts/:alert', handle: admin(msg`Edit alert`, MENU), element: <AlertEditorScreen /> },
      { path: 'popups', handle: admin(msg`Popups`, MENU), element: <PopupsScreen /> },
      { path: 'popups/new', handle: admin(msg`New popup`, MENU), element: <PopupEditorScreen /> },
      { path: 'popups/:popup', handle: admin(msg`Edit popup`, MENU), element: <PopupEditorScreen /> },
      { path: 'dynamic-content', handle: admin(msg`Dynamic content`, MENU), element: <BlocksScreen /> },
      { path: 'dynamic-content/new', handle: admin(msg`New block`, MENU), element: <BlockEditorScreen /> },
      { path: 'dynamic-content/:block', handle: admin(msg`Edit block`, MENU), element: <BlockEditorScreen /> },
      ...messagingRoutes,
    ],
  },
];
