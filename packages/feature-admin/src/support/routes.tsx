import { msg } from '@lingui/core/macro';
import { ACCESS, screensFor } from '@portal/ui-kit/route-handle';
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { withMessages } from './catalog.ts';

const TicketsScreen = lazy(() => withMessages(import('./tickets/tickets-screen.tsx')));
const TicketScreen = lazy(() => withMessages(import('./thread/ticket-screen.tsx')));

const admin = screensFor(ACCESS.admin);

/** `/app/admin/support`: every customer's tickets and their threads. */
export const supportRoutes: RouteObject[] = [
  {
    path: 'admin/support',
    handle: admin(msg`Support`, { breadcrumb: true, menu: '/admin/support' }),
    children: [
      { index: true, element: <TicketsScreen /> },
      // The shell's ticket alert links here: the tickets are the support screen itself.
      { path: 'tickets', element: <Navigate to="/admin/support" replace /> },
      { path: 'tickets/:id', handle: admin(msg`Ticket`, { breadcrumb: true, menu: '/admin/support' }), element: <TicketScreen /> },
    ],
  },
];
