// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { SettingsSharedServer } from '../components/settings-shared-server.ts';

export const SettingsSharedUserEntries = { id: v.pipe(v.number(), v.integer()), name: v.nullable(v.string()), username: v.nullable(v.string()), email: v.string(), status: v.picklist(["active","pending"]), last_seen_at: v.nullable(v.string()), servers: v.array(SettingsSharedServer), created_at: v.string() };

export const SettingsSharedUser = /* @__PURE__ */ object(SettingsSharedUserEntries);
