// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { ModeratorTicketDetail } from '../components/moderator-ticket-detail.ts';

export const ModeratorTicketAnswerEntries = { success: v.boolean(), message: absentIfNull(v.string()), data: ModeratorTicketDetail };

export const ModeratorTicketAnswer = /* @__PURE__ */ object(ModeratorTicketAnswerEntries);
