// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/user-interaction/emails/recipients. */
export const adminEmailRecipientsResponse = /* @__PURE__ */ defineResponse("adminEmailRecipients", "POST /api/admin/user-interaction/emails/recipients", object({ success: v.boolean(), data: object({ count: v.pipe(v.number(), v.integer()), sample: absentIfNull(keyedListAsArray(v.array(v.string()))) }) }));
