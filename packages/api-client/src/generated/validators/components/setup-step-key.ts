// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';

export const SetupStepKey = /* @__PURE__ */ v.picklist(["password","app_settings","ssh_keys","billing_type","whmcs","whmcs_hooks","email"]);
