import { adminKeys } from '#api/keys.ts';
import type { MountState } from './types.ts';

export type MountSort = 'state' | 'node' | 'used' | 'checked';

export interface MountListParams {
  page: number;
  search: string;
  /** A node's id, or null for every node. */
  node: number | null;
  state: MountState | null;
  sort: MountSort;
}

/** Query keys of the storage: the overview, the mounts' pages and each kind of path, under the area's root. */
export const storageKeys = {
  all: [...adminKeys.all, 'storage'] as const,
  overview: () => [...storageKeys.all, 'overview'] as const,
  mounts: () => [...storageKeys.all, 'mounts'] as const,
  mountList: (params: MountListParams) => [...storageKeys.mounts(), params] as const,
  mountPaths: () => [...storageKeys.all, 'mount-paths'] as const,
  libraryPaths: () => [...storageKeys.all, 'library-paths'] as const,
  deploymentPaths: () => [...storageKeys.all, 'deployment-paths'] as const,
};
