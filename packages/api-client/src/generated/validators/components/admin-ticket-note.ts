// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminTicketStaffRef } from '../components/admin-ticket-staff-ref.ts';

export const AdminTicketNoteEntries = { id: v.pipe(v.number(), v.integer()), author: v.nullable(AdminTicketStaffRef), body: v.string(), created_at: v.string() };

export const AdminTicketNote = /* @__PURE__ */ object(AdminTicketNoteEntries);
