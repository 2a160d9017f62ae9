// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const AdminFeatureTogglesEntries = { user_invite_keys: v.boolean(), user_request_trial: v.boolean(), request_lounge: v.boolean(), community_center: v.boolean(), tv_schedule: v.boolean(), status_page: v.boolean(), plex_tools: v.boolean(), updated_at: absentIfNull(v.nullable(v.string())) };

export const AdminFeatureToggles = /* @__PURE__ */ object(AdminFeatureTogglesEntries);
