import type { components, ServerType } from '@portal/api-client';
import { db, type UserRow } from '#db/database.ts';
import { resellerNodeIds, resellerNodes } from '#db/reseller/scope.ts';

type Schemas = components['schemas'];
export type ResellerProduct = Schemas['ResellerProduct'];
export type ResellerProductRow = ReturnType<typeof db.resellerProduct.getAll>[number];

export const RESELLER_PRODUCT_CYCLES = ['monthly', 'quarterly', 'annually'] as const;
type Cycle = (typeof RESELLER_PRODUCT_CYCLES)[number];

/** Reseller prices are billed in the platform's currency. */
export const RESELLER_CURRENCY = 'EUR';

/** What a reseller can sell: one product type per media server, with a new product's defaults and the largest limits. */
export const RESELLER_PRODUCT_TYPES: Schemas['ResellerProductType'][] = [
  {
    type: 'plex',
    name: 'Plex Media Server',
    description: 'Hosted Plex with the customer’s own Plex account; hardware transcoding on every node.',
    defaults: { price: 9.99, billing_cycle: 'monthly', limits: { streams: 3, storage_gb: 1000, transcodes: 2 } },
    max: { streams: 20, storage_gb: 16000, transcodes: 8 },
  },
  {
    type: 'emby',
    name: 'Emby Server',
    description: 'Hosted Emby with Emby Connect sign-in; Premiere is the customer’s own.',
    defaults: { price: 8.99, billing_cycle: 'monthly', limits: { streams: 3, storage_gb: 1000, transcodes: 2 } },
    max: { streams: 20, storage_gb: 16000, transcodes: 8 },
  },
  {
    type: 'jellyfin',
    name: 'Jellyfin',
    description: 'Open-source and free of licences; users are managed on the server itself.',
    defaults: { price: 6.99, billing_cycle: 'monthly', limits: { streams: 3, storage_gb: 1000, transcodes: 2 } },
    max: { streams: 20, storage_gb: 16000, transcodes: 8 },
  },
];

export function resellerProductType(type: unknown): Schemas['ResellerProductType'] | null {
  return RESELLER_PRODUCT_TYPES.find((candidate) => candidate.type === type) ?? null;
}

function serverTypeOf(row: ResellerProductRow): ServerType {
  return row.type === 'emby' || row.type === 'jellyfin' ? row.type : 'plex';
}

function cycleOf(row: ResellerProductRow): Cycle {
  return RESELLER_PRODUCT_CYCLES.find((cycle) => cycle === row.billing_cycle) ?? 'monthly';
}

/**
 * The products of a reseller: those deploying on the nodes the reseller runs (owned or leased).
 * A user with a `reseller_node` gets the products on that node only.
 */
export function resellerProductsOf(resellerId: number): ResellerProductRow[] {
  const user = db.user.findFirst({ where: { id: { equals: resellerId } } });
  const nodes = new Set(user ? resellerNodeIds(user) : db.node.getAll().filter((node) => node.reseller_id === resellerId).map((node) => node.id));
  return db.resellerProduct
    .getAll()
    .filter((product) => nodes.has(product.node_id))
    .sort((a, b) => a.id - b.id);
}

/** The nodes a product of this user can deploy on. */
export function productNodesOf(user: UserRow): Schemas['ResellerProductNode'][] {
  return resellerNodes(user).map((node) => ({ id: node.id, name: node.alias, location: node.location || null, online: node.online }));
}

export function toResellerProduct(row: ResellerProductRow): ResellerProduct {
  const node = db.node.findFirst({ where: { id: { equals: row.node_id } } });
  return {
    id: row.id,
    name: row.name,
    type: serverTypeOf(row),
    node_id: row.node_id,
    node_name: node?.alias ?? null,
    price: row.price,
    currency: RESELLER_CURRENCY,
    billing_cycle: cycleOf(row),
    limits: { streams: row.limits.streams ?? 0, storage_gb: row.limits.storage_gb ?? 0, transcodes: row.limits.transcodes ?? null },
    description: row.description,
    active: row.active,
    servers_count: row.servers_count,
    whmcs_product_id: row.whmcs_product_id,
    created_at: row.created_at,
  };
}
