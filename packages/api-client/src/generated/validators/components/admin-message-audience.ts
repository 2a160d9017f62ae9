// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';

export const AdminMessageAudience = /* @__PURE__ */ v.picklist(["everybody","server-type","node","trial","resellers","users"]);
