// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const WhmcsSettingsEntries = { url: v.nullable(v.string()), identifier: v.nullable(v.string()), secret_set: v.boolean(), verified_at: v.nullable(v.string()) };

export const WhmcsSettings = /* @__PURE__ */ object(WhmcsSettingsEntries);
