import type { components } from '@portal/api-client';

type Schemas = components['schemas'];

export type NodeScript = Schemas['AdminNodeScript'];
export type NodeReboot = Schemas['AdminNodeReboot'];
export type NodeRebootOutcome = Schemas['AdminNodeRebootOutcome'];
export type NodeExtraction = Schemas['AdminNodeExtraction'];
export type NodeExtractionStatus = Schemas['AdminNodeExtractionStatus'];
export type NodeImage = Schemas['AdminNodeImage'];
export type NodeRequester = Schemas['AdminNodeRequester'];
export type ContainerDetail = Schemas['AdminContainerDetail'];
export type ContainerStatus = Schemas['AdminContainerStatus'];
export type ContainerInvite = Schemas['AdminContainerInvite'];
export type Process = Schemas['Process'];
