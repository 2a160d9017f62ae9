import { nullable, primaryKey } from '@mswjs/data';
import { count, flag, text } from '../columns.ts';

/**
 * The products a reseller sells to their own customers: a media server of one type on one of the
 * reseller's nodes, at the reseller's price and billing cycle, with the limits it is deployed with.
 * `whmcs_product_id` is written by the WHMCS mapping (`db/reseller-whmcs/`), never here.
 */
export const resellerProductModels = {
  resellerProduct: {
    id: primaryKey(Number),
    name: text,
    /** plex, emby or jellyfin. */
    type: text,
    node_id: count,
    /** In the billing currency, per billing cycle. */
    price: count,
    /** monthly, quarterly or annually. */
    billing_cycle: text,
    limits: {
      streams: Number,
      storage_gb: Number,
      transcodes: nullable<number>(() => null),
    },
    description: nullable<string>(() => null),
    active: flag,
    servers_count: count,
    whmcs_product_id: nullable<number>(() => null),
    created_at: text,
  },
};
