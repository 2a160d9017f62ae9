// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { BufferingTestResult } from '../components/buffering-test-result.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/customer/support/buffering-test. */
export const supportBufferingTestRecordResponse = /* @__PURE__ */ defineResponse("supportBufferingTestRecord", "POST /api/customer/support/buffering-test", object({ success: v.boolean(), data: BufferingTestResult }));
