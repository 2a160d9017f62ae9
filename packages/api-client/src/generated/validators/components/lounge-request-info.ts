// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { LoungeRequestStatus } from '../components/lounge-request-status.ts';

export const LoungeRequestInfoEntries = { id: v.pipe(v.number(), v.integer()), status: LoungeRequestStatus, uhd: v.boolean(), seasons: v.nullable(v.array(v.pipe(v.number(), v.integer()))), created_at: v.string() };

export const LoungeRequestInfo = /* @__PURE__ */ object(LoungeRequestInfoEntries);
