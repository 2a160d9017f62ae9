// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';

export const AdminAutomationValue = /* @__PURE__ */ v.nullable(v.union([v.string(), v.number()]));
