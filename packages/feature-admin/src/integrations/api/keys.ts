import { adminKeys } from '#api/keys.ts';

export interface MonitoredNodesParams {
  page: number;
  search: string;
}

/** Query keys of the integrations: the overview, each integration's settings, the nodes' monitors. */
export const integrationKeys = {
  all: [...adminKeys.all, 'integrations'] as const,
  list: () => [...integrationKeys.all, 'list'] as const,
  settings: (key: string) => [...integrationKeys.all, 'settings', key] as const,
  monitorNodes: () => [...integrationKeys.all, 'monitor-nodes'] as const,
  monitorNodeList: (params: MonitoredNodesParams) => [...integrationKeys.monitorNodes(), 'list', params] as const,
  monitor: (node: number) => [...integrationKeys.monitorNodes(), 'monitor', node] as const,
};
