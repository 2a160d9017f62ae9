import type { RouteArea } from '@portal/api-client';
import { addCatalog } from '@portal/ui-kit/i18n';
import type { RouteObject } from 'react-router';
import { loadCatalog } from './catalog.ts';

/** The system set-up wizard, for admins. Its route table loads when an admin first goes there. */
export const setupWizardArea: RouteArea<RouteObject> = {
  id: 'setup-wizard',
  prefixes: ['admin/system/init'],
  access: { auth: true, role: 'admin' },
  // The routes wait for the package's messages in the active language, so no screen shows a message id.
  load: () => Promise.all([import('./routes.tsx'), addCatalog('setup-wizard', loadCatalog)]).then(([module]) => module.setupWizardRoutes),
};

export { setupKeys } from './api/keys.ts';
