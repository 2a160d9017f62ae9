// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';

export const SetupStepStatus = /* @__PURE__ */ v.picklist(["done","todo","not_applicable"]);
