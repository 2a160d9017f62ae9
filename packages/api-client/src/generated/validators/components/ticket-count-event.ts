// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const TicketCountEventEntries = { count: v.pipe(v.number(), v.integer()) };

export const TicketCountEvent = /* @__PURE__ */ object(TicketCountEventEntries);
