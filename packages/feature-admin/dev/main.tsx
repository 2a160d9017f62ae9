import { mountHarness } from '@portal/dev-harness';
import { loadCatalog } from '../src/catalog.ts';
import { adminRoutes } from '../src/routes.tsx';

void mountHarness({ routes: adminRoutes, role: 'admin', title: 'Admin area', catalog: loadCatalog });
