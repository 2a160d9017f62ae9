import { ago } from '#lib/clock.ts';
import { db } from '../database.ts';
import { DEMO_IDS } from '../fixtures.ts';

type ProductSeed = [
  name: string,
  type: 'plex' | 'emby' | 'jellyfin',
  nodeId: number,
  price: number,
  cycle: 'monthly' | 'quarterly' | 'annually',
  limits: [streams: number, storageGb: number, transcodes: number | null],
  description: string | null,
  active: boolean,
  serversCount: number,
  daysAgo: number,
];

const { resellerLon: LON, resellerWaw: WAW } = DEMO_IDS.nodes;

const PRODUCTS: ProductSeed[] = [
  ['Plex Starter London', 'plex', LON, 7.99, 'monthly', [2, 500, 1], 'A small Plex server for one household, hosted in London.', true, 9, 210],
  ['Plex Family London', 'plex', LON, 13.99, 'monthly', [5, 2000, 3], 'Room for the whole family: five streams at once and 2 TB of media.', true, 14, 200],
  ['Plex Family London (annual)', 'plex', LON, 149, 'annually', [5, 2000, 3], 'The Family plan paid yearly, two months free.', true, 4, 120],
  ['Emby Standard London', 'emby', LON, 9.5, 'monthly', [3, 1000, 2], null, true, 6, 180],
  ['Jellyfin Basic Warsaw', 'jellyfin', WAW, 5.49, 'monthly', [2, 750, null], 'Open-source media server in Warsaw, no licence needed.', true, 11, 160],
  ['Jellyfin Plus Warsaw', 'jellyfin', WAW, 27, 'quarterly', [4, 3000, 2], 'Three months of a larger Jellyfin server with hardware transcoding.', true, 3, 90],
  ['Emby Premiere Warsaw', 'emby', WAW, 39.9, 'quarterly', [6, 4000, 4], null, false, 0, 45],
  ['Plex Archive Warsaw', 'plex', WAW, 219, 'annually', [3, 8000, 1], 'Large storage for collectors; few streams, lots of space.', true, 2, 20],
];

/** Reseller Nadia Okafor's products on her London and Warsaw nodes, ids from 1. */
export function seedResellerProducts(): void {
  PRODUCTS.forEach(([name, type, nodeId, price, cycle, [streams, storageGb, transcodes], description, active, serversCount, daysAgo], index) => {
    db.resellerProduct.create({
      id: index + 1,
      name,
      type,
      node_id: nodeId,
      price,
      billing_cycle: cycle,
      limits: { streams, storage_gb: storageGb, transcodes },
      description,
      active,
      servers_count: serversCount,
      whmcs_product_id: null,
      created_at: ago({ days: daysAgo }),
    });
  });
}
