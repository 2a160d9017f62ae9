// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';

export const LoungeReportIssue = /* @__PURE__ */ v.picklist(["wrong_audio","bad_quality","missing_episodes","missing_subtitles","wrong_title","other"]);
