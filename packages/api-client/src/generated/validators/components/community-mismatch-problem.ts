// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';

export const CommunityMismatchProblem = /* @__PURE__ */ v.picklist(["wrong_title","wrong_year","wrong_artwork","wrong_episodes","other"]);
