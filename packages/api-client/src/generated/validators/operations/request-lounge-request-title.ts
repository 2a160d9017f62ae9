// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { LoungeQuota } from '../components/lounge-quota.ts';
import { MediaItem } from '../components/media-item.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/customer/request-lounge/requests. */
export const requestLoungeRequestTitleResponse = /* @__PURE__ */ defineResponse("requestLoungeRequestTitle", "POST /api/customer/request-lounge/requests", object({ success: v.boolean(), message: v.string(), data: object({ item: MediaItem, quota: LoungeQuota }) }));
