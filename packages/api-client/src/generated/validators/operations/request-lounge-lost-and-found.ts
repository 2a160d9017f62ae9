// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { LoungeLostTitle } from '../components/lounge-lost-title.ts';
import { LoungeMeta } from '../components/lounge-meta.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/request-lounge/lost-and-found. */
export const requestLoungeLostAndFoundResponse = /* @__PURE__ */ defineResponse("requestLoungeLostAndFound", "GET /api/customer/request-lounge/lost-and-found", object({ success: v.boolean(), data: v.array(LoungeLostTitle), meta: LoungeMeta }));
