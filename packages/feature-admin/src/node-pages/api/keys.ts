import { nodeKeys } from '#nodes/api/keys.ts';
import type { NodeExtractionStatus, NodeRebootOutcome } from './types.ts';

export type SortDirection = 'asc' | 'desc';

/** What a page of a node's reboots is asked for. */
export interface RebootListParams {
  page: number;
  perPage: number;
  outcome: NodeRebootOutcome | null;
  sortColumn: 'started_at' | 'duration';
  sortDirection: SortDirection;
}

/** What a page of a node's extractions is asked for. */
export interface ExtractionListParams {
  page: number;
  perPage: number;
  search: string;
  status: NodeExtractionStatus | null;
  sortColumn: 'started_at' | 'size' | 'archive';
  sortDirection: SortDirection;
}

/**
 * Query keys of a node's own pages. They sit under the node's key of the nodes folder, so an
 * action on the node (an extraction, a restart) refreshes its pages too; an invite sits under its
 * container, so an action refreshes what it changes and nothing else.
 */
export const nodePageKeys = {
  node: (nodeId: number) => [...nodeKeys.node(nodeId), 'pages'] as const,
  scripts: (nodeId: number) => [...nodePageKeys.node(nodeId), 'scripts'] as const,
  reboots: (nodeId: number) => [...nodePageKeys.node(nodeId), 'reboots'] as const,
  rebootList: (nodeId: number, params: RebootListParams) => [...nodePageKeys.reboots(nodeId), params] as const,
  extractions: (nodeId: number) => [...nodePageKeys.node(nodeId), 'extractions'] as const,
  extractionList: (nodeId: number, params: ExtractionListParams) => [...nodePageKeys.extractions(nodeId), params] as const,
  images: (nodeId: number) => [...nodePageKeys.node(nodeId), 'images'] as const,
  container: (nodeId: number, containerId: number) => [...nodePageKeys.node(nodeId), 'container', containerId] as const,
  invite: (nodeId: number, containerId: number, inviteId: number) => [...nodePageKeys.container(nodeId, containerId), 'invite', inviteId] as const,
};
