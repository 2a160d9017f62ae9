import type { components } from '@portal/api-client';

type Schemas = components['schemas'];

export type AdminUser = Schemas['AdminUser'];
export type AdminUserListItem = Schemas['AdminUserListItem'];
export type AdminUserServer = Schemas['AdminUserServer'];
