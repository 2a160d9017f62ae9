import type { components } from '@portal/api-client';

type Schemas = components['schemas'];

export type AdminProduct = Schemas['AdminProduct'];
export type AdminProductCategory = Schemas['AdminProductCategory'];
export type AdminProductType = Schemas['AdminProductType'];
export type AdminProductInput = Schemas['AdminProductInput'];
export type AdminProductCreateInput = Schemas['AdminProductCreateInput'];
export type BillingCycle = Schemas['ShopBillingCycle'];
