// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';

export const ServerStatus = /* @__PURE__ */ v.picklist(["running","stopped","starting","stopping","restarting","rebuilding","suspended","error"]);
