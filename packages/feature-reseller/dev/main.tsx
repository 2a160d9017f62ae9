import { mountHarness } from '@portal/dev-harness';
import { resellerRoutes } from '../src/index.ts';

void mountHarness({ routes: resellerRoutes, role: 'reseller', title: 'Reseller area' });
