// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';

export const AdminRequestStatsPeriod = /* @__PURE__ */ v.picklist(["30d","12w","12m"]);
