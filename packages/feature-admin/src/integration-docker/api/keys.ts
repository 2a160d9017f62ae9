import { adminKeys } from '#api/keys.ts';

export type ServiceSort = 'name' | 'name-desc' | 'image' | 'updated';

export interface ServiceListParams {
  page: number;
  search: string;
  enabled: '1' | '0' | null;
  sort: ServiceSort;
}

/** Query keys of docker's side of the integrations, under the admin area's root. */
export const dockerKeys = {
  all: [...adminKeys.all, 'integration-docker'] as const,
  globals: () => [...dockerKeys.all, 'globals'] as const,
  services: () => [...dockerKeys.all, 'services'] as const,
  serviceList: (params: ServiceListParams) => [...dockerKeys.services(), 'list', params] as const,
  service: (id: number) => [...dockerKeys.services(), 'one', id] as const,
  images: () => [...dockerKeys.all, 'images'] as const,
};
