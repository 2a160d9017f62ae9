import type { TicketPriority, TicketStatus } from './types.ts';

/** What the tickets list asks the server for: the address's state, in the API's terms. */
export interface TicketListParams {
  page: number;
  perPage: number;
  search: string;
  status: TicketStatus | null;
  priority: TicketPriority | null;
  /** Only the tickets with something unread for the staff. */
  unread: boolean;
  sortColumn: 'updated_at' | 'created_at' | 'id' | 'subject' | 'status' | 'priority' | 'customer';
  sortDirection: 'asc' | 'desc';
}

/**
 * Query keys of the moderator area: every key starts with `moderator`, the area's root, so invalidating the
 * area never touches another's data.
 */
export const moderatorKeys = {
  all: ['moderator'] as const,
  tickets: () => [...moderatorKeys.all, 'tickets'] as const,
  /** The count of unread tickets, shared with the `unread-tickets` event. */
  unreadCount: () => [...moderatorKeys.tickets(), 'count-unread'] as const,
  /** Every page and filter of the list: a change to any ticket refetches them. */
  ticketLists: () => [...moderatorKeys.tickets(), 'list'] as const,
  ticketList: (params: TicketListParams) => [...moderatorKeys.ticketLists(), params] as const,
  ticket: (id: number) => [...moderatorKeys.tickets(), 'detail', id] as const,
};
