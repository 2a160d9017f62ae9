// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { PingStatus } from '../components/ping-status.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/customer/servers/{id}/ping. */
export const customerServerPingResponse = /* @__PURE__ */ defineResponse("customerServerPing", "POST /api/customer/servers/{id}/ping", object({ success: v.boolean(), data: PingStatus }));
