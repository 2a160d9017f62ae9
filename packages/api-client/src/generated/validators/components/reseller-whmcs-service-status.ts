// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';

export const ResellerWhmcsServiceStatus = /* @__PURE__ */ v.picklist(["pending","active","suspended","terminated","cancelled"]);
