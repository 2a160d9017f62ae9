import { adminKeys } from '#api/keys.ts';

export type MessageStateFilter = 'all' | 'live' | 'scheduled' | 'expired' | 'inactive';
export type MessageSort = 'newest' | 'oldest' | 'starts' | 'ends';
export type BlockSort = 'page' | 'name' | 'updated';

export interface MessageListParams {
  page: number;
  search: string;
  state: MessageStateFilter;
  sort: MessageSort;
}

export interface BlockListParams {
  page: number;
  search: string;
  /** A customer page's key, or '' for every page. */
  pageKey: string;
  sort: BlockSort;
}

/** Query keys of what reaches the customers: the overview, alerts, popups and content blocks. */
export const userInteractionKeys = {
  all: [...adminKeys.all, 'user-interaction'] as const,
  overview: () => [...userInteractionKeys.all, 'overview'] as const,
  alerts: () => [...userInteractionKeys.all, 'alerts'] as const,
  alertLists: () => [...userInteractionKeys.alerts(), 'list'] as const,
  alertList: (params: MessageListParams) => [...userInteractionKeys.alertLists(), params] as const,
  alert: (id: number) => [...userInteractionKeys.alerts(), 'detail', id] as const,
  popups: () => [...userInteractionKeys.all, 'popups'] as const,
  popupLists: () => [...userInteractionKeys.popups(), 'list'] as const,
  popupList: (params: MessageListParams) => [...userInteractionKeys.popupLists(), params] as const,
  popup: (id: number) => [...userInteractionKeys.popups(), 'detail', id] as const,
  blocks: () => [...userInteractionKeys.all, 'blocks'] as const,
  blockLists: () => [...userInteractionKeys.blocks(), 'list'] as const,
  blockList: (params: BlockListParams) => [...userInteractionKeys.blockLists(), params] as const,
  block: (id: number) => [...userInteractionKeys.blocks(), 'detail', id] as const,
  nodeOptions: () => [...userInteractionKeys.all, 'node-options'] as const,
};

export const MESSAGE_ORDER: Record<MessageSort, { sortColumn: 'created_at' | 'starts_at' | 'ends_at'; sortDirection: 'asc' | 'desc' }> = {
  newest: { sortColumn: 'created_at', sortDirection: 'desc' },
  oldest: { sortColumn: 'created_at', sortDirection: 'asc' },
  starts: { sortColumn: 'starts_at', sortDirection: 'desc' },
  ends: { sortColumn: 'ends_at', sortDirection: 'desc' },
};

/** Rows per page of each list. */
export const PER_PAGE = 20;
