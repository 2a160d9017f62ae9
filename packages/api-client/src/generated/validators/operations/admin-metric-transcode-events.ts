// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminTranscodeTransgression } from '../components/admin-transcode-transgression.ts';
import { PageMeta } from '../components/page-meta.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/metrics/transcode-transgressions/events. */
export const adminMetricTranscodeEventsResponse = /* @__PURE__ */ defineResponse("adminMetricTranscodeEvents", "GET /api/admin/metrics/transcode-transgressions/events", object({ success: v.boolean(), data: keyedListAsArray(v.array(AdminTranscodeTransgression)), meta: PageMeta }));
