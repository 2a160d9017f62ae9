// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { NamedRef } from '../components/named-ref.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/integrations/discord/oauth/guilds. */
export const adminDiscordGuildsResponse = /* @__PURE__ */ defineResponse("adminDiscordGuilds", "GET /api/admin/integrations/discord/oauth/guilds", object({ success: v.boolean(), data: v.array(NamedRef) }));
