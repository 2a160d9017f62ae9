import type { RouteArea } from '@portal/api-client';
import { addCatalog } from '@portal/ui-kit/i18n';
import type { RouteObject } from 'react-router';
import { loadCatalog } from './catalog.ts';

/** The reseller area: resellers and users with a reseller node. Its route table loads when one first goes there. */
export const resellerArea: RouteArea<RouteObject> = {
  id: 'reseller',
  prefixes: ['reseller-panel', 'reseller-shop'],
  access: { auth: true, role: 'reseller' },
  // The routes wait for the package's messages in the active language, so no screen shows a message id.
  load: () => Promise.all([import('./routes.tsx'), addCatalog('reseller', loadCatalog)]).then(([module]) => module.resellerRoutes),
};

export { resellerKeys } from './api/keys.ts';
