import type { components } from '@portal/api-client';

type Schemas = components['schemas'];

export type ResellerProduct = Schemas['ResellerProduct'];
export type ResellerProductType = Schemas['ResellerProductType'];
export type ResellerProductNode = Schemas['ResellerProductNode'];
export type ResellerProductInput = Schemas['ResellerProductInput'];
export type ResellerProductCreateInput = Schemas['ResellerProductCreateInput'];
export type BillingCycle = Schemas['ResellerProductBillingCycle'];
export type ProductType = Schemas['ServerType'];
