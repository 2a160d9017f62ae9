// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';

export const SettingsRemoteBitrate = /* @__PURE__ */ v.nullable(v.union([v.literal(2), v.literal(4), v.literal(8), v.literal(12), v.literal(20)]));
