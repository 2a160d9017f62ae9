// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';

export const AdminStorageMountType = /* @__PURE__ */ v.picklist(["rclone","nfs","smb"]);
