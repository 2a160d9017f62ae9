import { mountHarness } from '@portal/dev-harness';
import { loadCatalog } from '../src/catalog.ts';
import { setupWizardRoutes } from '../src/routes.tsx';

void mountHarness({ routes: setupWizardRoutes, role: 'admin', title: 'Set-up wizard', catalog: loadCatalog });
