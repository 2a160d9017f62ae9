// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';

export const AdminIntegrationValue = /* @__PURE__ */ v.nullable(v.union([v.string(), v.number(), v.boolean(), v.array(v.string())]));
