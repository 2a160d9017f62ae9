import type { RouteArea } from '@portal/api-client';
import type { RouteObject } from 'react-router';

/** The system set-up wizard, for admins. Its route table loads when an admin first goes there. */
export const setupWizardArea: RouteArea<RouteObject> = {
  id: 'setup-wizard',
  prefixes: ['admin/system/init'],
  access: { auth: true, role: 'admin' },
  load: () => import('./routes.tsx').then((module) => module.setupWizardRoutes),
};

export { setupKeys } from './api/keys.ts';
