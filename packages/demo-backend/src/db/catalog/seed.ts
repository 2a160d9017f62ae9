import { db } from '../database.ts';

type CategorySeed = [key: string, name: string, description: string, audience: 'customer' | 'reseller'];

const CATEGORIES: CategorySeed[] = [
  ['media-servers', 'Media servers', 'A hosted Plex, Emby or Jellyfin server with its storage.', 'customer'],
  ['storage', 'Storage add-ons', 'More storage for a customer’s media server, billed on its own.', 'customer'],
  ['reseller', 'Reseller plans', 'A node a reseller fills with servers for their own customers.', 'reseller'],
];

type TypeSeed = [category: string, key: string, name: string, description: string, serverType: string | null, storageGb: number | null, maxStreams: number | null, ramGb: number | null];

const TYPES: TypeSeed[] = [
  ['media-servers', 'plex', 'Plex', 'Plex Media Server; the customer claims it with their Plex account.', 'plex', 2000, 2, 4],
  ['media-servers', 'emby', 'Emby', 'Emby Server, with Emby Connect for the people the customer shares with.', 'emby', 2000, 2, 4],
  ['media-servers', 'jellyfin', 'Jellyfin', 'Jellyfin: free and open source, no licence or account needed.', 'jellyfin', 2000, 2, 4],
  ['storage', 'storage-1tb', '1 TB', 'One more terabyte on the customer’s server.', null, 1000, null, null],
  ['storage', 'storage-2tb', '2 TB', 'Two more terabytes on the customer’s server.', null, 2000, null, null],
  ['storage', 'storage-4tb', '4 TB', 'Four more terabytes on the customer’s server.', null, 4000, null, null],
  ['storage', 'storage-8tb', '8 TB', 'Eight more terabytes on the customer’s server.', null, 8000, null, null],
  ['reseller', 'node-s', 'Node S', 'A dedicated node for up to 15 customer servers.', null, 30000, null, 64],
  ['reseller', 'node-m', 'Node M', 'A dedicated node for up to 25 customer servers.', null, 50000, null, 96],
  ['reseller', 'node-l', 'Node L', 'A dedicated node for up to 40 customer servers.', null, 80000, null, 128],
];

/** Where the billing seed's products sit in the catalog, and what they give, by product id. */
const PRODUCTS: [id: number, category: string, type: string, storageGb: number | null, maxStreams: number | null, ramGb: number | null][] = [
  [1, 'media-servers', 'plex', 2000, 2, 4],
  [2, 'media-servers', 'plex', 8000, 4, 8],
  [3, 'media-servers', 'emby', 2000, 2, 4],
  [4, 'media-servers', 'jellyfin', 2000, 2, 4],
  [5, 'media-servers', 'jellyfin', 6000, 4, 8],
  [6, 'media-servers', 'plex', 2000, 2, 4],
  [7, 'reseller', 'node-s', 30000, null, 64],
  [8, 'reseller', 'node-l', 80000, null, 128],
];

/**
 * The product catalog's categories and types, then the billing seed's products placed in it.
 * Runs after the billing seed. A product's WHMCS id is the `pid` of its order link.
 */
export function seedCatalog(): void {
  CATEGORIES.forEach(([key, name, description, audience], position) => db.productCategory.create({ key, name, description, audience, position }));
  TYPES.forEach(([category, key, name, description, serverType, storageGb, maxStreams, ramGb], position) =>
    db.productType.create({ id: `${category}/${key}`, category, key, name, description, server_type: serverType, storage_gb: storageGb, max_streams: maxStreams, ram_gb: ramGb, position }),
  );
  for (const [id, category, type, storageGb, maxStreams, ramGb] of PRODUCTS) {
    db.product.update({
      where: { id: { equals: id } },
      data: { category, type, whmcs_product_id: 100 + id, storage_gb: storageGb, max_streams: maxStreams, ram_gb: ramGb },
    });
  }
}
