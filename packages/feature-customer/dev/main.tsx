import { mountHarness } from '@portal/dev-harness';
import { customerRoutes } from '../src/index.ts';

void mountHarness({ routes: customerRoutes, role: 'customer-plex', title: 'Customer area' });
