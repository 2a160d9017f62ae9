// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { ResellerWhmcsContainer } from '../components/reseller-whmcs-container.ts';
import { ResellerWhmcsInvite } from '../components/reseller-whmcs-invite.ts';

export const ResellerWhmcsContainerDetailEntries = { container: ResellerWhmcsContainer, node_alias: absentIfNull(v.nullable(v.string())), invites: v.array(ResellerWhmcsInvite) };

export const ResellerWhmcsContainerDetail = /* @__PURE__ */ object(ResellerWhmcsContainerDetailEntries);
