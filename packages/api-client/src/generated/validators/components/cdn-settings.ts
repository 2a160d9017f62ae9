// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const CdnSettingsEntries = { cdn: v.nullable(v.string()), type: v.nullable(v.string()), enabled: absentIfNull(v.boolean()) };

export const CdnSettings = /* @__PURE__ */ object(CdnSettingsEntries);
