import type { RouteArea } from '@portal/api-client';
import type { RouteObject } from 'react-router';

/** The moderator area: moderators only. Its route table loads when one first goes there. */
export const moderatorArea: RouteArea<RouteObject> = {
  id: 'moderator',
  prefixes: ['moderator'],
  access: { auth: true, role: 'moderator' },
  load: () => import('./routes.tsx').then((module) => module.moderatorRoutes),
};

export { moderatorKeys } from './api/keys.ts';
