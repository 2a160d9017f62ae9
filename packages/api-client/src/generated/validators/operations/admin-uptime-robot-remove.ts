// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { SuccessEnvelope } from '../components/success-envelope.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/integrations/uptime-robot/remove/{id}. */
export const adminUptimeRobotRemoveResponse = /* @__PURE__ */ defineResponse("adminUptimeRobotRemove", "GET /api/admin/integrations/uptime-robot/remove/{id}", SuccessEnvelope);
