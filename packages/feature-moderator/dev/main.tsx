import { mountHarness } from '@portal/dev-harness';
import { loadCatalog } from '../src/catalog.ts';
import { moderatorRoutes } from '../src/routes.tsx';

void mountHarness({ routes: moderatorRoutes, role: 'moderator', title: 'Moderator area', catalog: loadCatalog });
