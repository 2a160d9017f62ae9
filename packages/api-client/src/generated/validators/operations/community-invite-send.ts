// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { CommunityInvite } from '../components/community-invite.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/customer/community/invites. */
export const communityInviteSendResponse = /* @__PURE__ */ defineResponse("communityInviteSend", "POST /api/customer/community/invites", object({ success: v.boolean(), message: v.string(), data: CommunityInvite }));
