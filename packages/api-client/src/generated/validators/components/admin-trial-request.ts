// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { ServerType } from '../components/server-type.ts';
import { TrialRequestKind } from '../components/trial-request-kind.ts';
import { TrialRequestRef } from '../components/trial-request-ref.ts';
import { TrialRequestStatus } from '../components/trial-request-status.ts';

export const AdminTrialRequestEntries = { id: v.pipe(v.number(), v.integer()), kind: TrialRequestKind, name: v.string(), email: v.string(), status: TrialRequestStatus, created_at: v.string(), server_type: absentIfNull(ServerType), product: v.optional(v.nullable(TrialRequestRef)), message: v.optional(v.nullable(v.string())) };

export const AdminTrialRequest = /* @__PURE__ */ object(AdminTrialRequestEntries);
