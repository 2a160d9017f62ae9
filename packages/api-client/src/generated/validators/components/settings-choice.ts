// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const SettingsChoiceEntries = { value: v.string(), label: v.string() };

export const SettingsChoice = /* @__PURE__ */ object(SettingsChoiceEntries);
