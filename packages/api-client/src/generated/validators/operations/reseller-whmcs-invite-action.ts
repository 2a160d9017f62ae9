// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { ResellerWhmcsInvite } from '../components/reseller-whmcs-invite.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/reseller/whmcs/nodes/{node}/containers/{container}/invites/{invite}/{action}. */
export const resellerWhmcsInviteActionResponse = /* @__PURE__ */ defineResponse("resellerWhmcsInviteAction", "POST /api/reseller/whmcs/nodes/{node}/containers/{container}/invites/{invite}/{action}", object({ success: v.boolean(), message: absentIfNull(v.string()), data: ResellerWhmcsInvite }));
