import { msg } from '@lingui/core/macro';
import { ACCESS, screensFor } from '@portal/ui-kit/route-handle';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { withMessages } from './catalog.ts';

const ManualBillingScreen = lazy(() => withMessages(import('./customer/manual-billing-screen.tsx')));

const admin = screensFor(ACCESS.admin);

/** `/app/admin/dashboard/manual-billing/customer/{user}`: a customer's manual billing. */
export const manualBillingRoutes: RouteObject[] = [
  {
    path: 'admin/dashboard/manual-billing/customer/:user',
    handle: admin(msg`Manual billing`, { menu: '/admin/dashboard' }),
    element: <ManualBillingScreen />,
  },
];
