import { primaryKey } from '@mswjs/data';
import { count, text } from '../columns.ts';

/**
 * The nodes a reseller runs besides the ones they own outright (`node.reseller_id`): a node can be
 * leased to a reseller while the platform still lists it publicly, so the lease is its own row.
 */
export const resellerModels = {
  resellerNode: {
    id: primaryKey(Number),
    reseller_id: count,
    node_id: count,
    created_at: text,
  },
};
