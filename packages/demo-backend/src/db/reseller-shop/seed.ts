import { db } from '../database.ts';

type ItemSeed = [
  kind: 'node' | 'capacity',
  name: string,
  description: string,
  specs: [cpu: number | null, ramGb: number | null, diskGb: number | null, slots: number | null],
  location: string | null,
  prices: [monthly: string | null, quarterly: string | null, annually: string | null],
  whmcsProductId: number,
];

// Node S and Node L are the billing seed's reseller products (WHMCS ids 107 and 108).
const ITEMS: ItemSeed[] = [
  ['node', 'Node S', 'A dedicated node for up to 15 customer servers, managed by us.', [8, 64, 30000, 15], 'London', ['79.00', '225.00', '852.00'], 107],
  ['node', 'Node M', 'A dedicated node for up to 25 customer servers, managed by us.', [12, 96, 50000, 25], 'Amsterdam', ['109.00', '311.00', '1176.00'], 109],
  ['node', 'Node L', 'A dedicated node for up to 40 customer servers, managed by us.', [16, 128, 80000, 40], 'Frankfurt', ['149.00', '425.00', '1608.00'], 108],
  ['capacity', 'CPU pack', 'Four more vCPU cores on one of your nodes.', [4, null, null, null], null, ['19.00', null, '204.00'], 201],
  ['capacity', 'Memory pack', '32 GB more memory on one of your nodes.', [null, 32, null, null], null, ['15.00', null, '162.00'], 202],
  ['capacity', 'Storage pack', '10 TB more disk on one of your nodes.', [null, null, 10000, null], null, ['25.00', '72.00', '270.00'], 203],
  ['capacity', 'Server slots', 'Room for five more customer servers on one of your nodes.', [null, null, null, 5], null, ['29.00', null, '312.00'], 204],
];

/** The reseller shop's offer, ids from 1; Node M is the recommended node. */
export function seedResellerShop(): void {
  ITEMS.forEach(([kind, name, description, [cpu, ram, disk, slots], location, [monthly, quarterly, annually], whmcsProductId], index) =>
    db.resellerShopItem.create({
      id: index + 1,
      kind,
      name,
      description,
      cpu_cores: cpu,
      ram_gb: ram,
      disk_gb: disk,
      server_slots: slots,
      location,
      monthly,
      quarterly,
      annually,
      whmcs_product_id: whmcsProductId,
      recommended: name === 'Node M',
      position: index,
    }),
  );
}
