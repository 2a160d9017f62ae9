// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/user-interaction/emails/test. */
export const adminEmailTestResponse = /* @__PURE__ */ defineResponse("adminEmailTest", "POST /api/admin/user-interaction/emails/test", object({ success: v.boolean(), message: v.string(), data: object({ email: v.string() }) }));
