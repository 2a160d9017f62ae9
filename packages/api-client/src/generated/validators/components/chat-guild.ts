// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { NamedRef } from '../components/named-ref.ts';

export const ChatGuildEntries = { id: v.string(), name: v.string(), roles: v.array(NamedRef), channels: v.array(NamedRef) };

export const ChatGuild = /* @__PURE__ */ object(ChatGuildEntries);
