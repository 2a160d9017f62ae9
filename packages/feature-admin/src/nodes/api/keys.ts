import { adminKeys } from '#api/keys.ts';

export type NodeSort = 'name' | 'status' | 'server_count' | 'location';
export type NodeStatusFilter = 'online' | 'offline' | 'rebooting';

/** What a page of the node list is asked for. */
export interface NodeListParams {
  page: number;
  perPage: number;
  search: string;
  status: NodeStatusFilter | null;
  /** Only the nodes that need an admin. */
  attention: boolean;
  sortColumn: NodeSort;
  sortDirection: 'asc' | 'desc';
}

export type ContainerStatusFilter = 'running' | 'exited' | 'restarting' | 'paused' | 'created';

export interface ContainerListParams {
  page: number;
  perPage: number;
  search: string;
  status: ContainerStatusFilter | null;
}

/**
 * Query keys of the nodes: lists, one node, its containers and its uptime monitor. A node's own
 * keys sit under `node(id)`, so an action on a node refreshes everything shown about it at once.
 */
export const nodeKeys = {
  all: [...adminKeys.all, 'nodes'] as const,
  lists: () => [...nodeKeys.all, 'list'] as const,
  list: (params: NodeListParams) => [...nodeKeys.lists(), params] as const,
  node: (id: number) => [...nodeKeys.all, 'node', id] as const,
  detail: (id: number) => [...nodeKeys.node(id), 'detail'] as const,
  containers: (id: number) => [...nodeKeys.node(id), 'containers'] as const,
  containerList: (id: number, params: ContainerListParams) => [...nodeKeys.containers(id), params] as const,
  monitor: (id: number) => [...nodeKeys.node(id), 'monitor'] as const,
};
