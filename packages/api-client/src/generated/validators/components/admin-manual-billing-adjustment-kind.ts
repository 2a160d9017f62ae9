// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';

export const AdminManualBillingAdjustmentKind = /* @__PURE__ */ v.picklist(["credit","debit","price-change","product-change"]);
