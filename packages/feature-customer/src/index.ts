import type { RouteArea } from '@portal/api-client';
import { addCatalog } from '@portal/ui-kit/i18n';
import type { RouteObject } from 'react-router';
import { loadCatalog } from './catalog.ts';

/** The customer area: open to every signed-in user. Its route table loads when one first goes there. */
export const customerArea: RouteArea<RouteObject> = {
  id: 'customer',
  prefixes: ['dashboard', 'invoices', 'shop', 'tv-schedule', 'status', 'settings', 'community-center', 'plex-tools', 'request-lounge', 'support'],
  access: { auth: true },
  // The routes wait for the package's messages in the active language, so no screen shows a message id.
  load: () => Promise.all([import('./routes.tsx'), addCatalog('customer', loadCatalog)]).then(([module]) => module.customerRoutes),
};

export { customerKeys } from './api/keys.ts';
