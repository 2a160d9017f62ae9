// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { LoungeMediaReport } from '../components/lounge-media-report.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/customer/request-lounge/media-reports. */
export const requestLoungeReportMediaResponse = /* @__PURE__ */ defineResponse("requestLoungeReportMedia", "POST /api/customer/request-lounge/media-reports", object({ success: v.boolean(), message: v.string(), data: LoungeMediaReport }));
