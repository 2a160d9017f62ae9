// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { ResellerWhmcsRef } from '../components/reseller-whmcs-ref.ts';
import { ResellerWhmcsServiceStatus } from '../components/reseller-whmcs-service-status.ts';

export const ResellerWhmcsServiceEntries = { id: v.pipe(v.number(), v.integer()), status: ResellerWhmcsServiceStatus, client: ResellerWhmcsRef, product: absentIfNull(v.nullable(ResellerWhmcsRef)), billing_cycle: absentIfNull(v.nullable(v.string())), amount: absentIfNull(v.nullable(v.string())), currency: absentIfNull(v.nullable(v.string())), next_due_date: absentIfNull(v.nullable(v.string())), registered_at: absentIfNull(v.nullable(v.string())) };

export const ResellerWhmcsService = /* @__PURE__ */ object(ResellerWhmcsServiceEntries);
