import { mountHarness } from '@portal/dev-harness';
import { loadCatalog } from '../src/catalog.ts';
import { customerRoutes } from '../src/routes.tsx';

void mountHarness({ routes: customerRoutes, role: 'customer-plex', title: 'Customer area', catalog: loadCatalog });
