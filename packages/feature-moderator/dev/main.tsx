import { mountHarness } from '@portal/dev-harness';
import { moderatorRoutes } from '../src/routes.tsx';

void mountHarness({ routes: moderatorRoutes, role: 'moderator', title: 'Moderator area' });
