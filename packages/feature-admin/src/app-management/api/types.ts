import type { components } from '@portal/api-client';

type Schemas = components['schemas'];

export type AppSystem = Schemas['AdminAppSystem'];
export type DeploymentSettings = Schemas['AdminDeploymentSettings'];
export type DeploymentInput = Schemas['AdminDeploymentInput'];
export type BillingSettings = Schemas['AdminBillingSettings'];
export type BillingInput = Schemas['AdminBillingInput'];
export type TrialSettings = Schemas['TrialSettings'];
export type TrialSettingsInput = Schemas['AdminTrialSettingsInput'];
export type ServerType = Schemas['ServerType'];
