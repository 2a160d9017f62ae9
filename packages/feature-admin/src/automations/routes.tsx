import { msg } from '@lingui/core/macro';
import { ACCESS, screensFor } from '@portal/ui-kit/route-handle';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { withMessages } from './catalog.ts';

const AutomationsScreen = lazy(() => withMessages(import('./list/automations-screen.tsx')));
const AutomationScreen = lazy(() => withMessages(import('./editor/automation-screen.tsx')));
const ScriptsScreen = lazy(() => withMessages(import('./scripts/scripts-screen.tsx')));

const admin = screensFor(ACCESS.admin);
const MENU = { menu: '/admin/integrations' } as const;

/** The automations and the library of node scripts: children of the integrations layout, paths relative. */
export const automationRoutes: RouteObject[] = [
  { path: 'automations', handle: admin(msg`Automations`, { breadcrumb: true, ...MENU }), element: <AutomationsScreen /> },
  { path: 'automations/new', handle: admin(msg`New automation`, { breadcrumb: true, ...MENU }), element: <AutomationScreen /> },
  { path: 'automations/:automation', handle: admin(msg`Automation`, { breadcrumb: true, ...MENU }), element: <AutomationScreen /> },
  { path: 'scripts', handle: admin(msg`Node scripts`, { breadcrumb: true, ...MENU }), element: <ScriptsScreen /> },
];
