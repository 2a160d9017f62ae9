import { nullable, primaryKey } from '@mswjs/data';
import { count, flag, text } from '../columns.ts';

/**
 * The storage of the nodes: each node's mounts as its last check found them, the mount paths the
 * platform sets up, where each server type finds its libraries, and where stacks are deployed.
 */
export const storageModels = {
  storageMount: {
    id: primaryKey(Number),
    node_id: count,
    mount_point: text,
    remote: text,
    /** `rclone`, `nfs` or `smb`. */
    type: text,
    /** Failed its last check; shown as failing only while the node itself reports failing mounts. */
    failing: flag,
    used_bytes: nullable<number>(() => null),
    size_bytes: nullable<number>(() => null),
    checked_at: nullable<string>(() => null),
  },
  storageMountPath: {
    id: primaryKey(Number),
    path: text,
    remote: text,
    type: text,
    /** null: mounted on every node. */
    node_id: nullable<number>(() => null),
    options: nullable<string>(() => null),
    updated_at: nullable<string>(() => null),
  },
  storageLibraryPath: {
    id: primaryKey(Number),
    server_type: text,
    kind: text,
    path: text,
    updated_at: nullable<string>(() => null),
  },
  /** The defaults (node_id null, one row) and the nodes' own paths (null: the default). */
  storageDeploymentPath: {
    id: primaryKey(Number),
    node_id: nullable<number>(() => null),
    stack_path: nullable<string>(() => null),
    config_path: nullable<string>(() => null),
    transcode_path: nullable<string>(() => null),
    updated_at: nullable<string>(() => null),
  },
};
