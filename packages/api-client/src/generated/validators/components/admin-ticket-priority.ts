// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';

export const AdminTicketPriority = /* @__PURE__ */ v.picklist(["low","medium","high","urgent"]);
