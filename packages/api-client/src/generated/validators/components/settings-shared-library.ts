// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const SettingsSharedLibraryEntries = { id: v.pipe(v.number(), v.integer()), name: v.string(), media_type: v.string(), shared: v.boolean() };

export const SettingsSharedLibrary = /* @__PURE__ */ object(SettingsSharedLibraryEntries);
