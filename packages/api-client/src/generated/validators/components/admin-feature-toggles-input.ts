// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const AdminFeatureTogglesInputEntries = { user_invite_keys: v.optional(v.boolean()), user_request_trial: v.optional(v.boolean()), request_lounge: v.optional(v.boolean()), community_center: v.optional(v.boolean()), tv_schedule: v.optional(v.boolean()), status_page: v.optional(v.boolean()), plex_tools: v.optional(v.boolean()) };

export const AdminFeatureTogglesInput = /* @__PURE__ */ object(AdminFeatureTogglesInputEntries);
