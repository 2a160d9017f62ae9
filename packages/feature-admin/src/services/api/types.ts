import type { components, operations } from '@portal/api-client';

type Schemas = components['schemas'];

export type AdminService = Schemas['AdminService'];
export type AdminServiceFilters = Schemas['AdminServiceFilters'];
export type BillingCycle = Schemas['ShopBillingCycle'];
export type ServerType = Schemas['ServerType'];
export type ServerStatus = Schemas['ServerStatus'];
export type AdminServiceSortColumn = NonNullable<NonNullable<operations['adminServicesList']['parameters']['query']>['sortColumn']>;
