import { mountHarness } from '@portal/dev-harness';
import { loadCatalog } from '../src/catalog.ts';
import { resellerRoutes } from '../src/routes.tsx';

void mountHarness({ routes: resellerRoutes, role: 'reseller', title: 'Reseller area', catalog: loadCatalog });
