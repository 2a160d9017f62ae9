import { nullable, primaryKey } from '@mswjs/data';
import { count, text } from '../columns.ts';

/**
 * What a product is made of: the categories the admins create products in (media servers,
 * storage add-ons, reseller plans) and the types within each, with the resources a product of the
 * type starts with. The products themselves are the billing domain's `product` rows.
 */
export const catalogModels = {
  productCategory: {
    key: primaryKey(String),
    name: text,
    description: nullable<string>(() => null),
    /** `customer` or `reseller`: who the category's products are sold to. */
    audience: text,
    position: count,
  },
  productType: {
    /** `category/key`, unique across the categories. */
    id: primaryKey(String),
    category: text,
    key: text,
    name: text,
    description: nullable<string>(() => null),
    server_type: nullable<string>(() => null),
    storage_gb: nullable<number>(() => null),
    max_streams: nullable<number>(() => null),
    ram_gb: nullable<number>(() => null),
    position: count,
  },
};
