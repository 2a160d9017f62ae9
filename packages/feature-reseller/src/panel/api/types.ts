import type { components } from '@portal/api-client';

type Schemas = components['schemas'];

export type ResellerOverview = Schemas['ResellerOverview'];
export type ResellerNodeStats = Schemas['ResellerNodeStats'];
export type ResellerNodeHealth = Schemas['ResellerNodeHealth'];
export type ResellerAttention = Schemas['ResellerAttention'];
export type ResellerServer = Schemas['ResellerServer'];
export type ResellerServerDetail = Schemas['ResellerServerDetail'];
export type ResellerServerAction = Schemas['ResellerServerAction'];
export type ResellerNodeDetail = Schemas['ResellerNodeDetail'];
export type ResellerCustomer = Schemas['ResellerCustomer'];
export type ServerStatus = Schemas['ServerStatus'];
