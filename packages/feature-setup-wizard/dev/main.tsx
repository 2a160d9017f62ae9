import { mountHarness } from '@portal/dev-harness';
import { setupWizardRoutes } from '../src/index.ts';

void mountHarness({ routes: setupWizardRoutes, role: 'admin', title: 'Set-up wizard' });
