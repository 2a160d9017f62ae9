// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { CustomerMessages } from '../components/customer-messages.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/messages. */
export const customerMessagesResponse = /* @__PURE__ */ defineResponse("customerMessages", "GET /api/customer/messages", object({ success: v.boolean(), data: CustomerMessages }));
