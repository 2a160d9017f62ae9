import { msg } from '@lingui/core/macro';
import { ACCESS, screensFor } from '@portal/ui-kit/route-handle';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { withMessages } from './catalog.ts';

const ServicesScreen = lazy(() => withMessages(import('./list/services-screen.tsx')));

const admin = screensFor(ACCESS.admin);

/** `/app/admin/services`: every customer's service on the platform. */
export const serviceRoutes: RouteObject[] = [{ path: 'admin/services', handle: admin(msg`Services`, { menu: '/admin/services' }), element: <ServicesScreen /> }];
