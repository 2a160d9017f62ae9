// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { InviteKeyInfo } from '../components/invite-key-info.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/accept-invite/{key}/verify. */
export const acceptInviteVerifyResponse = /* @__PURE__ */ defineResponse("acceptInviteVerify", "GET /api/accept-invite/{key}/verify", object({ success: v.boolean(), data: InviteKeyInfo }));
