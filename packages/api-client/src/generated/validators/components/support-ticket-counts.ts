// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const SupportTicketCountsEntries = { open: v.pipe(v.number(), v.integer()), closed: v.pipe(v.number(), v.integer()), unread: v.pipe(v.number(), v.integer()) };

export const SupportTicketCounts = /* @__PURE__ */ object(SupportTicketCountsEntries);
