// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';

export const SettingsWeekday = /* @__PURE__ */ v.picklist(["monday","tuesday","wednesday","thursday","friday","saturday","sunday"]);
