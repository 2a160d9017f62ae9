// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';

export const AdminMetricPeriod = /* @__PURE__ */ v.picklist(["7d","30d","90d","12m","custom"]);
