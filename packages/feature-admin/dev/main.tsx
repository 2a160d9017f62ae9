import { mountHarness } from '@portal/dev-harness';
import { adminRoutes } from '../src/index.ts';

void mountHarness({ routes: adminRoutes, role: 'admin', title: 'Admin area' });
