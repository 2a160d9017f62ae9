import type { RouteHandle } from '@portal/api-client';
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';

const SupportLayout = lazy(() => import('./layout/support-layout.tsx'));
const TicketsScreen = lazy(() => import('./tickets/tickets-screen.tsx'));
const TicketScreen = lazy(() => import('./thread/ticket-screen.tsx'));
const BufferingTestScreen = lazy(() => import('./buffering-test/buffering-test-screen.tsx'));

const signedIn = (title: string): RouteHandle => ({ access: { auth: true }, title });

/** `/app/support`: tickets and their threads, and the buffering test. Open to every signed-in user. */
export const supportRoutes: RouteObject[] = [
  {
    path: 'support',
    handle: signedIn('Support'),
    element: <SupportLayout />,
    children: [
      { index: true, element: <Navigate to="tickets" replace /> },
      { path: 'tickets', handle: signedIn('Tickets'), element: <TicketsScreen /> },
      { path: 'tickets/:id', handle: signedIn('Ticket'), element: <TicketScreen /> },
      { path: 'buffering-test', handle: signedIn('Buffering test'), element: <BufferingTestScreen /> },
    ],
  },
];
