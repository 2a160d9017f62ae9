// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const InviteEntries = { id: v.union([v.pipe(v.number(), v.integer()), v.string()]), email: v.optional(v.nullable(v.string())), username: v.optional(v.nullable(v.string())), status: v.optional(v.nullable(v.string())), created_at: v.optional(v.nullable(v.string())) };

export const Invite = /* @__PURE__ */ object(InviteEntries);
