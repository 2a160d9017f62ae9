import { msg } from '@lingui/core/macro';
import { ACCESS, screensFor } from '@portal/ui-kit/route-handle';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { withMessages } from './catalog.ts';

const DiscordScreen = lazy(() => withMessages(import('./discord/discord-screen.tsx')));
const KronosApiScreen = lazy(() => withMessages(import('./kronos-api/kronos-api-screen.tsx')));
const MailTemplateScreen = lazy(() => withMessages(import('./mail-templates/mail-template-screen.tsx')));

const admin = screensFor(ACCESS.admin);
const MENU = { menu: '/admin/integrations' } as const;

/** Discord, the mail templates and the Kronos API: children of the integrations layout, paths relative. */
export const integrationCommsRoutes: RouteObject[] = [
  { path: 'discord', handle: admin(msg`Discord`, { breadcrumb: true, ...MENU }), element: <DiscordScreen /> },
  { path: 'kronos-api', handle: admin(msg`Kronos API`, { breadcrumb: true, ...MENU }), element: <KronosApiScreen /> },
  { path: 'mail/templates/:template', handle: admin(msg`Mail template`, { breadcrumb: true, ...MENU }), element: <MailTemplateScreen /> },
];
