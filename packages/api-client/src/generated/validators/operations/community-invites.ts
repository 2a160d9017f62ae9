// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { CommunityInvites } from '../components/community-invites.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/community/invites. */
export const communityInvitesResponse = /* @__PURE__ */ defineResponse("communityInvites", "GET /api/customer/community/invites", object({ success: v.boolean(), data: CommunityInvites }));
