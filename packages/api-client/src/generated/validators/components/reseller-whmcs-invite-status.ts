// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';

export const ResellerWhmcsInviteStatus = /* @__PURE__ */ v.picklist(["pending","accepted","expired","revoked"]);
