// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { LoungeLostTitle } from '../components/lounge-lost-title.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/customer/request-lounge/lost-and-found/{lost}/restore. */
export const requestLoungeRestoreLostResponse = /* @__PURE__ */ defineResponse("requestLoungeRestoreLost", "POST /api/customer/request-lounge/lost-and-found/{lost}/restore", object({ success: v.boolean(), message: v.string(), data: LoungeLostTitle }));
