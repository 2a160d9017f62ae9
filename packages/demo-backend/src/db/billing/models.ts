import { nullable, primaryKey } from '@mswjs/data';
import { count, flag, ids, text } from '../columns.ts';

/**
 * Customers billed by hand, not through the billing system: their arrangement, what they have and
 * pay for, the invoices the staff issued, the payments recorded against them (and which invoices
 * each paid), and changes with their reasons. Money is two-decimal text, as on the invoices above.
 */
export const manualBillingModels = {
  manualAccount: {
    user_id: primaryKey(Number),
    currency: text,
    /** bank-transfer, cash, card, paypal or other. */
    preferred_method: nullable<string>(() => null),
    notes: nullable<string>(() => null),
    created_at: text,
  },
  manualService: {
    id: primaryKey(Number),
    user_id: count,
    server_id: nullable<number>(() => null),
    product_id: nullable<number>(() => null),
    name: text,
    price: text,
    billing_cycle: text,
    /** active, suspended or cancelled. */
    status: text,
    next_due_at: nullable<string>(() => null),
    created_at: text,
  },
  /** One line per invoice: what it is for, before tax. */
  manualInvoice: {
    id: primaryKey(Number),
    user_id: count,
    number: text,
    description: text,
    subtotal: text,
    tax_rate: nullable<number>(() => null),
    currency: text,
    /** unpaid, paid or cancelled; an unpaid one past `due_at` is overdue. */
    status: text,
    issued_at: text,
    due_at: text,
    paid_at: nullable<string>(() => null),
  },
  manualPayment: {
    id: primaryKey(Number),
    user_id: count,
    amount: text,
    currency: text,
    method: text,
    /** The day it was paid (midnight UTC). */
    paid_at: text,
    reference: nullable<string>(() => null),
    note: nullable<string>(() => null),
    recorded_by: nullable<number>(() => null),
    created_at: text,
  },
  /** How much of a payment went to an invoice. */
  manualPaymentApplication: {
    id: primaryKey(Number),
    payment_id: count,
    invoice_id: count,
    amount: text,
  },
  /** credit, debit, price-change or product-change. */
  manualAdjustment: {
    id: primaryKey(Number),
    user_id: count,
    kind: text,
    amount: nullable<string>(() => null),
    reason: text,
    service_id: nullable<number>(() => null),
    product_before: nullable<number>(() => null),
    product_after: nullable<number>(() => null),
    price_before: nullable<string>(() => null),
    price_after: nullable<string>(() => null),
    recorded_by: nullable<number>(() => null),
    created_at: text,
  },
};

/** The shop's products with their prices and features, promo codes, orders, the billing system's invoices, and manual billing. */
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
    /** The catalog's category and type keys (`productCategory`, `productType`); null for a product made before the catalog. */
    category: nullable<string>(() => null),
    type: nullable<string>(() => null),
    whmcs_product_id: nullable<number>(() => null),
    storage_gb: nullable<number>(() => null),
    max_streams: nullable<number>(() => null),
    ram_gb: nullable<number>(() => null),
    /** An inactive product can no longer be ordered; its services keep running. */
    active: (): boolean => true,
    /** Left out of the shop's listing; ordered through its link only. */
    hidden: flag,
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
  ...manualBillingModels,
};
