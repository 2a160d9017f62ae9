import type { RouteArea } from '@portal/api-client';
import { addCatalog } from '@portal/ui-kit/i18n';
import type { RouteObject } from 'react-router';
import { loadCatalog } from './catalog.ts';

/** The moderator area: moderators only. Its route table loads when one first goes there. */
export const moderatorArea: RouteArea<RouteObject> = {
  id: 'moderator',
  prefixes: ['moderator'],
  access: { auth: true, role: 'moderator' },
  // The routes wait for the package's messages in the active language, so no screen shows a message id.
  load: () => Promise.all([import('./routes.tsx'), addCatalog('moderator', loadCatalog)]).then(([module]) => module.moderatorRoutes),
};

export { moderatorKeys } from './api/keys.ts';
