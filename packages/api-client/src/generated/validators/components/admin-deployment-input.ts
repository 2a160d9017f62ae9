// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const AdminDeploymentInputEntries = { node_selection: v.picklist(["least-servers","most-free-space","round-robin","fixed"]), default_node_id: v.optional(v.nullable(v.pipe(v.number(), v.integer()))), default_location: v.optional(v.nullable(v.string())), plex_image_tag: v.string(), emby_image_tag: v.string(), jellyfin_image_tag: v.string(), backup_schedule: v.picklist(["off","daily","weekly"]), backup_time: v.optional(v.nullable(v.string())), backup_retention_days: v.pipe(v.number(), v.integer()), name_pattern: v.string() };

export const AdminDeploymentInput = /* @__PURE__ */ object(AdminDeploymentInputEntries);
