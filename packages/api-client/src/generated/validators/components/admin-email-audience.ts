// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const AdminEmailAudienceEntries = { group: v.picklist(["everybody","server-type","node","trial","resellers","users"]), server_type: absentIfNull(v.picklist(["plex","emby","jellyfin"])), node_id: absentIfNull(v.pipe(v.number(), v.integer())), emails: absentIfNull(v.array(v.string())) };

export const AdminEmailAudience = /* @__PURE__ */ object(AdminEmailAudienceEntries);
