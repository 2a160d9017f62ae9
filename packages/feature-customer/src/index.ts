import type { RouteArea } from '@portal/api-client';
import type { RouteObject } from 'react-router';

/** The customer area: open to every signed-in user. Its route table loads when one first goes there. */
export const customerArea: RouteArea<RouteObject> = {
  id: 'customer',
  prefixes: ['dashboard', 'invoices', 'shop', 'tv-schedule', 'status', 'settings', 'community-center', 'plex-tools', 'request-lounge', 'support'],
  access: { auth: true },
  load: () => import('./routes.tsx').then((module) => module.customerRoutes),
};

export { customerKeys } from './api/keys.ts';
