import { adminKeys } from '#api/keys.ts';
import type { TicketPriority, TicketStatus } from './types.ts';

/** What the list asks the server for: the address's state, in the API's terms. */
export interface TicketListParams {
  page: number;
  perPage: number;
  search: string;
  status: TicketStatus | null;
  priority: TicketPriority | null;
  /** A staff member's id, `me` or `none`; null for everybody's. */
  assignee: string | null;
  sortColumn: 'updated_at' | 'created_at' | 'id' | 'subject' | 'status' | 'priority' | 'customer';
  sortDirection: 'asc' | 'desc';
}

/** Query keys of the support tickets, under the admin area's root. */
export const supportKeys = {
  all: [...adminKeys.all, 'support'] as const,
  countNew: () => [...supportKeys.all, 'count-new'] as const,
  assignees: () => [...supportKeys.all, 'assignees'] as const,
  lists: () => [...supportKeys.all, 'tickets'] as const,
  list: (params: TicketListParams) => [...supportKeys.lists(), params] as const,
  tickets: () => [...supportKeys.all, 'ticket'] as const,
  ticket: (id: number) => [...supportKeys.tickets(), id] as const,
};
