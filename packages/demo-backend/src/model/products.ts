import type { Product } from '@portal/api-client';
import type { ProductRow } from '#db/database.ts';
import { isServerType } from './servers.ts';

const CYCLES = ['monthly', 'quarterly', 'semiannually', 'annually'] as const;

export function toProduct(row: ProductRow): Product {
  const cycle = CYCLES.find((candidate) => candidate === row.billing_cycle) ?? 'monthly';
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    server_type: isServerType(row.server_type) ? row.server_type : null,
    price: row.price,
    currency: row.currency,
    billing_cycle: cycle,
    order_url: row.order_url,
  };
}
