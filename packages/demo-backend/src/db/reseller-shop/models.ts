import { nullable, primaryKey } from '@mswjs/data';
import { count, flag, text } from '../columns.ts';

/**
 * What the platform sells to resellers in the reseller shop: dedicated nodes and capacity packs for a
 * node, with a price per billing cycle (null where the cycle is not offered), and the orders placed.
 */
export const resellerShopModels = {
  resellerShopItem: {
    id: primaryKey(Number),
    /** `node` or `capacity`. */
    kind: text,
    name: text,
    description: nullable<string>(() => null),
    cpu_cores: nullable<number>(() => null),
    ram_gb: nullable<number>(() => null),
    disk_gb: nullable<number>(() => null),
    server_slots: nullable<number>(() => null),
    location: nullable<string>(() => null),
    monthly: nullable<string>(() => null),
    quarterly: nullable<string>(() => null),
    annually: nullable<string>(() => null),
    /** The billing system's product the order link adds to the cart. */
    whmcs_product_id: count,
    recommended: flag,
    position: count,
  },
  resellerShopOrder: {
    id: primaryKey(Number),
    user_id: count,
    item_id: count,
    billing_cycle: text,
    created_at: text,
  },
};
