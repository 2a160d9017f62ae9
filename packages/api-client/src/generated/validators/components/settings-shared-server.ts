// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { ServerType } from '../components/server-type.ts';
import { SettingsSharedLibrary } from '../components/settings-shared-library.ts';

export const SettingsSharedServerEntries = { server_id: v.pipe(v.number(), v.integer()), server_name: v.string(), server_type: ServerType, libraries: v.array(SettingsSharedLibrary) };

export const SettingsSharedServer = /* @__PURE__ */ object(SettingsSharedServerEntries);
