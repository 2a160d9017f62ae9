import { msg } from '@lingui/core/macro';
import { ACCESS, screensFor } from '@portal/ui-kit/route-handle';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { withMessages } from './catalog.ts';

const RulesScreen = lazy(() => withMessages(import('./rules/rules-screen.tsx')));
const ContributesScreen = lazy(() => withMessages(import('./contributes/contributes-screen.tsx')));
const LibraryMapsScreen = lazy(() => withMessages(import('./library-maps/library-maps-screen.tsx')));
const MediaTypesScreen = lazy(() => withMessages(import('./media-types/media-types-screen.tsx')));
const SettingsScreen = lazy(() => withMessages(import('./settings/settings-screen.tsx')));

const admin = screensFor(ACCESS.admin);
const MENU = { breadcrumb: true, menu: '/admin/requests' } as const;

/** The request lounge's rules, contributors, library maps, media types and settings: children of the requests layout (`../requests`), paths relative. */
export const requestSetupRoutes: RouteObject[] = [
  { path: 'rules', handle: admin(msg`Request rules`, MENU), element: <RulesScreen /> },
  { path: 'contributes', handle: admin(msg`Contributions`, MENU), element: <ContributesScreen /> },
  { path: 'library-maps', handle: admin(msg`Library maps`, MENU), element: <LibraryMapsScreen /> },
  { path: 'media-types', handle: admin(msg`Media types`, MENU), element: <MediaTypesScreen /> },
  { path: 'settings', handle: admin(msg`Request lounge settings`, MENU), element: <SettingsScreen /> },
];
