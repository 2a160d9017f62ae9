import type { components } from '@portal/api-client';

type Schemas = components['schemas'];

export type AdminTrialRequest = Schemas['AdminTrialRequest'];
export type AdminTrialRequestDetail = Schemas['AdminTrialRequestDetail'];
export type TrialRequestStatus = Schemas['TrialRequestStatus'];
export type TrialRequestKind = Schemas['TrialRequestKind'];
export type Product = Schemas['Product'];
