import type { RouteObject } from 'react-router';
import { MailTemplatesSection } from './mail-templates/mail-templates-section.tsx';
import { integrationCommsRoutes } from './routes.tsx';

/** This folder's screens under a plain parent, as the integrations layout holds them, and the mail page's section. */
export const commsTestRoutes: RouteObject[] = [
  { path: 'admin/integrations', children: [...integrationCommsRoutes, { path: 'mail', element: <MailTemplatesSection /> }] },
];

/** Compiles the lazy screens before the first test, which would otherwise spend its own time limit on it. */
export async function loadScreens(): Promise<void> {
  await Promise.all([import('./discord/discord-screen.tsx'), import('./kronos-api/kronos-api-screen.tsx'), import('./mail-templates/mail-template-screen.tsx')]);
}
