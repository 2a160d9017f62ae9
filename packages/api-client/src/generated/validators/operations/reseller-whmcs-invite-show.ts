// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { ResellerWhmcsInvite } from '../components/reseller-whmcs-invite.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/reseller/whmcs/nodes/{node}/containers/{container}/invites/{invite}. */
export const resellerWhmcsInviteShowResponse = /* @__PURE__ */ defineResponse("resellerWhmcsInviteShow", "GET /api/reseller/whmcs/nodes/{node}/containers/{container}/invites/{invite}", object({ success: v.boolean(), data: ResellerWhmcsInvite }));
