// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const AdminLibraryMapEntries = { id: v.pipe(v.number(), v.integer()), request_type: v.picklist(["movie","movie_4k","show","show_4k"]), server_type: v.picklist(["plex","emby","jellyfin"]), library: v.string(), path: v.string(), updated_at: v.optional(v.nullable(v.string())) };

export const AdminLibraryMap = /* @__PURE__ */ object(AdminLibraryMapEntries);
