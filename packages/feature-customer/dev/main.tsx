import { mountHarness } from '@portal/dev-harness';
import { customerRoutes } from '../src/routes.tsx';

void mountHarness({ routes: customerRoutes, role: 'customer-plex', title: 'Customer area' });
