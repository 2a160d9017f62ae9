// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { CommunityInvite } from '../components/community-invite.ts';

export const CommunityInvitesEntries = { invites: v.array(CommunityInvite), limit: v.pipe(v.number(), v.integer()), remaining: v.pipe(v.number(), v.integer()) };

export const CommunityInvites = /* @__PURE__ */ object(CommunityInvitesEntries);
