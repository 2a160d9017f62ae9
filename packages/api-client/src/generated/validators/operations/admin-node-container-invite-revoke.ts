// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminContainerInvite } from '../components/admin-container-invite.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/nodes/{id}/containers/{container}/invites/{invite}/revoke. */
export const adminNodeContainerInviteRevokeResponse = /* @__PURE__ */ defineResponse("adminNodeContainerInviteRevoke", "POST /api/admin/nodes/{id}/containers/{container}/invites/{invite}/revoke", object({ success: v.boolean(), message: v.string(), data: AdminContainerInvite }));
