// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { Server } from '../components/server.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/servers/{id}. */
export const customerServerShowResponse = /* @__PURE__ */ defineResponse("customerServerShow", "GET /api/customer/servers/{id}", object({ success: v.boolean(), data: Server }));
