// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { Invites } from '../components/invites.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/servers/{id}/invites. */
export const customerServerInvitesResponse = /* @__PURE__ */ defineResponse("customerServerInvites", "GET /api/customer/servers/{id}/invites", object({ success: v.boolean(), data: Invites }));
