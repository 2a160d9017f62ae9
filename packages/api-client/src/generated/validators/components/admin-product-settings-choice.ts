// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { ServerType } from '../components/server-type.ts';

export const AdminProductSettingsChoiceEntries = { id: v.pipe(v.number(), v.integer()), name: v.string(), server_type: ServerType, trial_available: absentIfNull(v.boolean()), active: absentIfNull(v.boolean()) };

export const AdminProductSettingsChoice = /* @__PURE__ */ object(AdminProductSettingsChoiceEntries);
