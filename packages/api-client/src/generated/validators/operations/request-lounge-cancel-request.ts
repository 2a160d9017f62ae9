// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { LoungeQuota } from '../components/lounge-quota.ts';
import { MediaItem } from '../components/media-item.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of DELETE /api/customer/request-lounge/requests/{request}. */
export const requestLoungeCancelRequestResponse = /* @__PURE__ */ defineResponse("requestLoungeCancelRequest", "DELETE /api/customer/request-lounge/requests/{request}", object({ success: v.boolean(), message: v.string(), data: object({ item: MediaItem, quota: LoungeQuota }) }));
