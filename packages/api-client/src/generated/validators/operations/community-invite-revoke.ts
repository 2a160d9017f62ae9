// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { CommunityInvite } from '../components/community-invite.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/customer/community/invites/{invite}/revoke. */
export const communityInviteRevokeResponse = /* @__PURE__ */ defineResponse("communityInviteRevoke", "POST /api/customer/community/invites/{invite}/revoke", object({ success: v.boolean(), message: v.string(), data: CommunityInvite }));
