import { resellerKeys } from '#api/keys.ts';

export interface ContainerListParams {
  page: number;
  perPage: number;
  search: string;
  status: string | null;
  sortColumn: 'name' | 'service' | 'client' | 'status';
  sortDirection: 'asc' | 'desc';
}

export interface InviteAddress {
  nodeId: number;
  containerId: number;
  inviteId: number;
}

/** Query keys of the WHMCS screens, under the reseller area's root. */
export const whmcsKeys = {
  all: [...resellerKeys.all, 'whmcs'] as const,
  link: () => [...whmcsKeys.all, 'link'] as const,
  nodes: () => [...whmcsKeys.all, 'nodes'] as const,
  node: (nodeId: number) => [...whmcsKeys.nodes(), nodeId] as const,
  containerLists: (nodeId: number) => [...whmcsKeys.node(nodeId), 'containers'] as const,
  containerList: (nodeId: number, params: ContainerListParams) => [...whmcsKeys.containerLists(nodeId), params] as const,
  container: (nodeId: number, containerId: number) => [...whmcsKeys.node(nodeId), 'container', containerId] as const,
  invite: ({ nodeId, containerId, inviteId }: InviteAddress) => [...whmcsKeys.container(nodeId, containerId), 'invite', inviteId] as const,
  mappings: () => [...whmcsKeys.all, 'mappings'] as const,
  mapping: (productId: number) => [...whmcsKeys.mappings(), productId] as const,
  remoteProducts: () => [...whmcsKeys.all, 'whmcs-products'] as const,
  /** The products screens' data: a mapping changes a product's `whmcs_product_id`. */
  resellerProducts: () => [...resellerKeys.all, 'products'] as const,
};
