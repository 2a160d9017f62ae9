import { mountHarness } from '@portal/dev-harness';
import { resellerRoutes } from '../src/routes.tsx';

void mountHarness({ routes: resellerRoutes, role: 'reseller', title: 'Reseller area' });
