// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { NamedRef } from '../components/named-ref.ts';

export const DiscordLinkEntries = { guild: v.nullable(NamedRef), announcements_channel: v.optional(v.nullable(NamedRef)), alerts_channel: v.optional(v.nullable(NamedRef)), customer_role: v.optional(v.nullable(NamedRef)), trial_role: v.optional(v.nullable(NamedRef)), linked_at: v.optional(v.nullable(v.string())) };

export const DiscordLink = /* @__PURE__ */ object(DiscordLinkEntries);
