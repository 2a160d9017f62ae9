// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';

export const SmtpEncryption = /* @__PURE__ */ v.picklist(["tls","ssl","none"]);
