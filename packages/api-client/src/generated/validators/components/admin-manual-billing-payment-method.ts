// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';

export const AdminManualBillingPaymentMethod = /* @__PURE__ */ v.picklist(["bank-transfer","cash","card","paypal","other"]);
