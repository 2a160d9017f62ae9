import type { components } from '@portal/api-client';

type Schemas = components['schemas'];

export type ManualBillingAccount = Schemas['AdminManualBillingAccount'];
export type ManualBillingService = Schemas['AdminManualBillingService'];
export type ManualBillingInvoice = Schemas['AdminManualBillingInvoice'];
export type ManualBillingPayment = Schemas['AdminManualBillingPayment'];
export type ManualBillingAdjustment = Schemas['AdminManualBillingAdjustment'];
export type PaymentMethod = Schemas['AdminManualBillingPaymentMethod'];
export type AdjustmentKind = Schemas['AdminManualBillingAdjustmentKind'];
export type PaymentInput = Schemas['AdminManualBillingPaymentInput'];
export type AdjustmentInput = Schemas['AdminManualBillingAdjustmentInput'];
