// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';

export const AdminMetricKey = /* @__PURE__ */ v.picklist(["products","transcode-transgressions","plex-users","node-reboots","turnover"]);
