// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';

export const AdminMediaReportStatus = /* @__PURE__ */ v.picklist(["open","in_progress","resolved","rejected"]);
