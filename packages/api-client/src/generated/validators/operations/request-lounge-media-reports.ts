// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { LoungeMediaReport } from '../components/lounge-media-report.ts';
import { LoungeMeta } from '../components/lounge-meta.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/request-lounge/media-reports. */
export const requestLoungeMediaReportsResponse = /* @__PURE__ */ defineResponse("requestLoungeMediaReports", "GET /api/customer/request-lounge/media-reports", object({ success: v.boolean(), data: v.array(LoungeMediaReport), meta: LoungeMeta }));
