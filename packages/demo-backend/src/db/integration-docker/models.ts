import { nullable, primaryKey } from '@mswjs/data';
import { flag, list, text } from '../columns.ts';

/**
 * The platform's extra docker services (sidecars started beside the media servers) and the images
 * deployments use. Env, ports and volumes are kept as JSON text or plain lists, so every row stays
 * flat for the browser's saved copy.
 */
export const integrationDockerModels = {
  dockerService: {
    id: primaryKey(Number),
    name: text,
    /** The repository, without the tag. */
    image: text,
    tag: text,
    description: nullable<string>(() => null),
    /** `plex`, `emby`, `jellyfin`: the media servers the service is started beside. */
    server_types: list,
    /** JSON list of `{ key, value }`. */
    env: text,
    ports: list,
    volumes: list,
    enabled: flag,
    created_at: text,
    updated_at: nullable<string>(() => null),
  },
  /**
   * An image deployments use: one per media server type (its tag is the deployment defaults'
   * tag of that type), one per docker service (repository and tag are the service's).
   */
  dockerImage: {
    id: primaryKey(Number),
    /** `plex`, `emby`, `jellyfin` or `service`. */
    kind: text,
    service_id: nullable<number>(() => null),
    repository: text,
    latest_tag: nullable<string>(() => null),
    checked_at: nullable<string>(() => null),
  },
};
