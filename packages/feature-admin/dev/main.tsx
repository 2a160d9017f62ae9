import { mountHarness } from '@portal/dev-harness';
import { adminRoutes } from '../src/routes.tsx';

void mountHarness({ routes: adminRoutes, role: 'admin', title: 'Admin area' });
