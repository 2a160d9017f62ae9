import type { RouteArea } from '@portal/api-client';
import { addCatalog } from '@portal/ui-kit/i18n';
import type { RouteObject } from 'react-router';
import { loadCatalog } from './catalog.ts';

/** The admin area: every route needs an admin. Its route table loads when an admin first goes there. */
export const adminArea: RouteArea<RouteObject> = {
  id: 'admin',
  prefixes: ['admin'],
  access: { auth: true, role: 'admin' },
  // The routes wait for the package's messages in the active language, so no screen shows a message id.
  load: () => Promise.all([import('./routes.tsx'), addCatalog('admin', loadCatalog)]).then(([module]) => module.adminRoutes),
};

export { adminKeys } from './api/keys.ts';
