// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { ChatGuild } from '../components/chat-guild.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/integrations/discord/oauth/guild/{id}. */
export const adminDiscordGuildResponse = /* @__PURE__ */ defineResponse("adminDiscordGuild", "GET /api/admin/integrations/discord/oauth/guild/{id}", object({ success: v.boolean(), data: ChatGuild }));
