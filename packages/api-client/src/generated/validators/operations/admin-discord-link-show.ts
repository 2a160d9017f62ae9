// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { DiscordLink } from '../components/discord-link.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/integrations/discord. */
export const adminDiscordLinkShowResponse = /* @__PURE__ */ defineResponse("adminDiscordLinkShow", "GET /api/admin/integrations/discord", object({ success: v.boolean(), data: DiscordLink }));
