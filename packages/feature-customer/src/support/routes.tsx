import { msg } from '@lingui/core/macro';
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { customer } from '#lib/screen.ts';
import { withMessages } from './catalog.ts';

const SupportLayout = lazy(() => withMessages(import('./layout/support-layout.tsx')));
const TicketsScreen = lazy(() => withMessages(import('./tickets/tickets-screen.tsx')));
const TicketScreen = lazy(() => withMessages(import('./thread/ticket-screen.tsx')));
const BufferingTestScreen = lazy(() => withMessages(import('./buffering-test/buffering-test-screen.tsx')));

/** `/app/support`: tickets and their threads, and the buffering test. Open to every signed-in user. */
export const supportRoutes: RouteObject[] = [
  {
    path: 'support',
    handle: customer(msg`Support`),
    element: <SupportLayout />,
    children: [
      { index: true, element: <Navigate to="tickets" replace /> },
      { path: 'tickets', handle: customer(msg`Tickets`), element: <TicketsScreen /> },
      { path: 'tickets/:id', handle: customer(msg`Ticket`), element: <TicketScreen /> },
      { path: 'buffering-test', handle: customer(msg`Buffering test`), element: <BufferingTestScreen /> },
    ],
  },
];
