import { mountHarness } from '@portal/dev-harness';
import { moderatorRoutes } from '../src/index.ts';

void mountHarness({ routes: moderatorRoutes, role: 'moderator', title: 'Moderator area' });
