// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/integrations/discord/authorize. */
export const adminDiscordAuthorizeResponse = /* @__PURE__ */ defineResponse("adminDiscordAuthorize", "GET /api/admin/integrations/discord/authorize", object({ success: v.boolean(), data: object({ url: v.string() }) }));
