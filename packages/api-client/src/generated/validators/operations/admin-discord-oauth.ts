// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/integrations/discord/oauth. */
export const adminDiscordOauthResponse = /* @__PURE__ */ defineResponse("adminDiscordOauth", "GET /api/admin/integrations/discord/oauth", object({ success: v.boolean(), data: object({ token: v.string() }) }));
