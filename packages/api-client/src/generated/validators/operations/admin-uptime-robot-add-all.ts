// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { SuccessEnvelope } from '../components/success-envelope.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/integrations/uptime-robot/add-all. */
export const adminUptimeRobotAddAllResponse = /* @__PURE__ */ defineResponse("adminUptimeRobotAddAll", "GET /api/admin/integrations/uptime-robot/add-all", SuccessEnvelope);
