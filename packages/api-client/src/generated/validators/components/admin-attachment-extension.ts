// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';

export const AdminAttachmentExtension = /* @__PURE__ */ v.picklist(["png","jpg","jpeg","gif","webp","pdf","txt","log","zip"]);
