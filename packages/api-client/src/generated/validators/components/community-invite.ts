// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const CommunityInviteEntries = { id: v.pipe(v.number(), v.integer()), email: v.string(), message: v.optional(v.nullable(v.string())), status: v.picklist(["pending","accepted","expired","revoked"]), sent_at: v.string(), accepted_at: v.nullable(v.string()), expires_at: v.string() };

export const CommunityInvite = /* @__PURE__ */ object(CommunityInviteEntries);
