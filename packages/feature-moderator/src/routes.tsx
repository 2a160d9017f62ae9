import { msg } from '@lingui/core/macro';
import { withAttachmentsFieldMessages } from '@portal/ui-kit/attachments-field/messages';
import { ACCESS, screensFor } from '@portal/ui-kit/route-handle';
import { withTicketThreadMessages } from '@portal/ui-kit/ticket-thread/messages';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

// The package's catalog loads with this table (see index.ts); the screens also show the ui-kit's
// ticket pieces (and the thread its attachments field), whose words come in catalogs of their own.
const TicketsScreen = lazy(() => withTicketThreadMessages(import('./tickets/tickets-screen.tsx')));
const TicketScreen = lazy(() => withAttachmentsFieldMessages(withTicketThreadMessages(import('./thread/ticket-screen.tsx'))));
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
