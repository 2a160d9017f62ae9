// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { DiscordLink } from '../components/discord-link.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/integrations/discord. */
export const adminDiscordLinkSaveResponse = /* @__PURE__ */ defineResponse("adminDiscordLinkSave", "POST /api/admin/integrations/discord", object({ success: v.boolean(), message: absentIfNull(v.string()), data: DiscordLink }));
