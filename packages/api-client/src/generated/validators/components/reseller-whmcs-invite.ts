// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { ResellerWhmcsInviteStatus } from '../components/reseller-whmcs-invite-status.ts';

export const ResellerWhmcsInviteEntries = { id: v.pipe(v.number(), v.integer()), key: v.string(), email: v.string(), status: ResellerWhmcsInviteStatus, created_at: v.string(), sent_at: absentIfNull(v.nullable(v.string())), expires_at: absentIfNull(v.nullable(v.string())), accepted_at: absentIfNull(v.nullable(v.string())), resends: absentIfNull(v.pipe(v.number(), v.integer())), container_name: absentIfNull(v.nullable(v.string())) };

export const ResellerWhmcsInvite = /* @__PURE__ */ object(ResellerWhmcsInviteEntries);
