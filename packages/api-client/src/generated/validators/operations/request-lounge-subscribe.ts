// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { MediaItem } from '../components/media-item.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of PUT /api/customer/request-lounge/subscriptions/{type}/{media}. */
export const requestLoungeSubscribeResponse = /* @__PURE__ */ defineResponse("requestLoungeSubscribe", "PUT /api/customer/request-lounge/subscriptions/{type}/{media}", object({ success: v.boolean(), message: v.string(), data: MediaItem }));
