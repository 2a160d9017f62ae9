// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminContainerInvite } from '../components/admin-container-invite.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/nodes/{id}/containers/{container}/invites/{invite}. */
export const adminNodeContainerInviteShowResponse = /* @__PURE__ */ defineResponse("adminNodeContainerInviteShow", "GET /api/admin/nodes/{id}/containers/{container}/invites/{invite}", object({ success: v.boolean(), data: AdminContainerInvite }));
