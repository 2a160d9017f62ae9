import type { components } from '@portal/api-client';

type Schemas = components['schemas'];

export type AdminNodeSummary = Schemas['AdminNodeSummary'];
export type AdminNode = Schemas['AdminNode'];
export type AdminNodeStatus = Schemas['AdminNodeStatus'];
export type AdminNodeInput = Schemas['AdminNodeInput'];
export type AdminContainer = Schemas['AdminContainer'];
export type AdminContainerStatus = Schemas['AdminContainerStatus'];
export type UptimeMonitor = Schemas['UptimeMonitor'];
