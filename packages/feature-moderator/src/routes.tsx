import { msg } from '@lingui/core/macro';
import { withAttachmentsFieldMessages } from '@portal/ui-kit/attachments-field/messages';
import { ACCESS, screensFor } from '@portal/ui-kit/route-handle';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

// The package's catalog loads with this table (see index.ts); the thread also shows the ui-kit's
// attachments field, whose words come in a catalog of their own.
const TicketsScreen = lazy(() => import('./tickets/tickets-screen.tsx'));
const TicketScreen = lazy(() => withAttachmentsFieldMessages(import('./thread/ticket-screen.tsx')));
// pnpm gen screen: lazy screens above this line

export const moderator = screensFor(ACCESS.moderator);

/** The moderator area (moderators only). */
export const moderatorRoutes: RouteObject[] = [
  {
    path: 'moderator/tickets',
    handle: moderator(msg`Tickets`, { breadcrumb: true, menu: '/moderator/tickets' }),
    children: [
      { index: true, element: <TicketsScreen /> },
      { path: ':id', handle: moderator(msg`Ticket`, { breadcrumb: true, menu: '/moderator/tickets' }), element: <TicketScreen /> },
    ],
  },
  // pnpm gen screen: routes above this line
];
