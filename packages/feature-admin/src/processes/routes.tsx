import { msg } from '@lingui/core/macro';
import { ACCESS, screensFor } from '@portal/ui-kit/route-handle';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { withMessages } from './catalog.ts';

const ProcessesScreen = lazy(() => withMessages(import('./processes-screen.tsx')));

const admin = screensFor(ACCESS.admin);

/** `/app/admin/processes`: the full process history. */
export const processRoutes: RouteObject[] = [{ path: 'admin/processes', handle: admin(msg`Processes`), element: <ProcessesScreen /> }];
