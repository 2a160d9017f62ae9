import type { components } from '@portal/api-client';

type Schemas = components['schemas'];

export type DockerVariable = Schemas['DockerVariable'];
export type DockerService = Schemas['AdminDockerService'];
export type DockerServiceInput = Schemas['AdminDockerServiceInput'];
export type DockerImage = Schemas['AdminDockerImage'];
export type ServerType = Schemas['ServerType'];
