// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';

export const CustomerPageKey = /* @__PURE__ */ v.picklist(["dashboard","shop","support","community-center","request-lounge","status","billing"]);
