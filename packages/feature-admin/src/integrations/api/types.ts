import type { components } from '@portal/api-client';

export type IntegrationStatus = components['schemas']['AdminIntegrationStatus'];
export type IntegrationSettings = components['schemas']['AdminIntegrationSettings'];
export type IntegrationCheck = components['schemas']['AdminIntegrationCheck'];
export type IntegrationValue = components['schemas']['AdminIntegrationValue'];
export type MonitoredNode = components['schemas']['AdminNodeSummary'];
