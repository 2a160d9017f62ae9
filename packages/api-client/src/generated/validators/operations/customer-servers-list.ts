// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { Server } from '../components/server.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/servers. */
export const customerServersListResponse = /* @__PURE__ */ defineResponse("customerServersList", "GET /api/customer/servers", object({ success: v.boolean(), data: keyedListAsArray(v.array(Server)) }));
