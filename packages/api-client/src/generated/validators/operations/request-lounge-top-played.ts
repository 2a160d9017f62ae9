// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { LoungeTopPlayed } from '../components/lounge-top-played.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/request-lounge/top-played. */
export const requestLoungeTopPlayedResponse = /* @__PURE__ */ defineResponse("requestLoungeTopPlayed", "GET /api/customer/request-lounge/top-played", object({ success: v.boolean(), data: v.array(LoungeTopPlayed), meta: object({ period: v.picklist(["week","month","year","all"]), from: v.nullable(v.string()), to: v.string() }) }));
