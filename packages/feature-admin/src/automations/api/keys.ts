import { adminKeys } from '#api/keys.ts';

export type AutomationEnabledFilter = '1' | '0' | null;
export type AutomationSort = 'name' | 'last-run' | 'runs' | 'newest';

export interface AutomationListParams {
  page: number;
  search: string;
  enabled: AutomationEnabledFilter;
  trigger: string | null;
  sort: AutomationSort;
}

/** Query keys of the automations, their catalogue and the library of node scripts. */
export const automationKeys = {
  all: [...adminKeys.all, 'automations'] as const,
  lists: () => [...automationKeys.all, 'list'] as const,
  list: (params: AutomationListParams) => [...automationKeys.lists(), params] as const,
  detail: (id: number) => [...automationKeys.all, 'detail', id] as const,
  catalogue: () => [...automationKeys.all, 'catalogue'] as const,
  scripts: () => [...adminKeys.all, 'node-scripts'] as const,
};
