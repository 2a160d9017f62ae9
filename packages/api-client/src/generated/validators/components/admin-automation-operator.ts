// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';

export const AdminAutomationOperator = /* @__PURE__ */ v.picklist(["is","is_not","more_than","less_than","contains"]);
