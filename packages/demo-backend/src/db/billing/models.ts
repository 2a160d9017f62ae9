import { nullable, primaryKey } from '@mswjs/data';
import { count, flag, ids, text } from '../columns.ts';

/** The shop's products with their prices and features, promo codes, orders, and the billing system's invoices. */
export const billingModels = {
  product: {
    id: primaryKey(Number),
    name: text,
    description: nullable<string>(() => null),
    server_type: nullable<string>(() => null),
    price: text,
    currency: text,
    billing_cycle: text,
    order_url: nullable<string>(() => null),
    /** `customer` products are sold to end users, `reseller` products to resellers. */
    audience: text,
    trial_available: flag,
  },
  /** The billing cycles a shop product can be ordered in besides its own `billing_cycle`. */
  productPrice: {
    id: primaryKey(Number),
    product_id: count,
    billing_cycle: text,
    price: text,
  },
  productFeature: {
    id: primaryKey(Number),
    product_id: count,
    text: text,
    position: count,
  },
  promoCode: {
    code: primaryKey(String),
    description: text,
    percent_off: count,
    /** Empty: valid for every product. */
    product_ids: ids,
    expires_at: nullable<string>(() => null),
  },
  shopOrder: {
    id: primaryKey(Number),
    user_id: count,
    product_id: count,
    billing_cycle: text,
    promo_code: nullable<string>(() => null),
    invoice_id: count,
    created_at: text,
  },
  /** Billing-system invoices. The billing system keeps paid, unpaid, cancelled or refunded; an unpaid one past `due_at` is overdue. */
  invoice: {
    id: primaryKey(Number),
    user_id: count,
    number: text,
    status: text,
    currency: text,
    /** Percent; null when no tax applies. */
    tax_rate: nullable<number>(() => null),
    /** Account credit applied, two decimals. */
    credit: text,
    payment_method: nullable<string>(() => null),
    issued_at: text,
    due_at: text,
    paid_at: nullable<string>(() => null),
  },
  invoiceLine: {
    id: primaryKey(Number),
    invoice_id: count,
    description: text,
    /** Two decimals, negative for a discount. */
    amount: text,
  },
};
