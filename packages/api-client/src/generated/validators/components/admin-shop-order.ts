// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';

export const AdminShopOrder = /* @__PURE__ */ v.picklist(["position","price_asc","price_desc","name"]);
