import { customerKeys } from '#api/keys.ts';

/** `open`: every ticket that is not closed; `closed`; null: all of them. */
export type TicketFilter = 'open' | 'closed' | null;

export interface TicketListParams {
  page: number;
  perPage: number;
  status: TicketFilter;
}

/**
 * Query keys of the support area. Tickets are keyed by user, so an admin who impersonates a
 * customer never sees tickets cached for another account.
 */
export const supportKeys = {
  all: [...customerKeys.all, 'support'] as const,
  departments: () => [...supportKeys.all, 'departments'] as const,
  user: (userId: number) => [...supportKeys.all, userId] as const,
  ticketLists: (userId: number) => [...supportKeys.user(userId), 'tickets'] as const,
  ticketList: (userId: number, params: TicketListParams) => [...supportKeys.ticketLists(userId), params] as const,
  tickets: (userId: number) => [...supportKeys.user(userId), 'ticket'] as const,
  ticket: (userId: number, id: number) => [...supportKeys.tickets(userId), id] as const,
};
