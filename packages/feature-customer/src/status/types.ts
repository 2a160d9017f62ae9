import type { components } from '@portal/api-client';

type Schemas = components['schemas'];

export type PlatformStatus = Schemas['PlatformStatus'];
export type StatusLevel = Schemas['StatusLevel'];
export type StatusService = Schemas['StatusService'];
export type StatusNode = Schemas['StatusNode'];
export type StatusIncident = Schemas['StatusIncident'];
export type StatusIncidentUpdate = Schemas['StatusIncidentUpdate'];
