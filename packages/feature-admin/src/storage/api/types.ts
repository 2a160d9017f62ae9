import type { components } from '@portal/api-client';

type Schemas = components['schemas'];

export type StorageOverview = Schemas['AdminStorageOverview'];
export type StorageMount = Schemas['AdminStorageMount'];
export type MountState = Schemas['AdminStorageMountState'];
export type MountType = Schemas['AdminStorageMountType'];
export type StorageNodeRef = Schemas['AdminStorageNodeRef'];
export type MountPath = Schemas['AdminMountPath'];
export type MountPathInput = Schemas['AdminMountPathInput'];
export type MountPathVerification = Schemas['AdminMountPathVerification'];
export type LibraryPath = Schemas['AdminLibraryPath'];
export type LibraryKind = Schemas['AdminLibraryKind'];
export type DeploymentPaths = Schemas['AdminDeploymentPaths'];
export type DeploymentPathsInput = Schemas['AdminDeploymentPathsInput'];
export type DeploymentOverrideInput = Schemas['AdminDeploymentOverrideInput'];
export type ServerType = Schemas['ServerType'];
