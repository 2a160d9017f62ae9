// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminDashboardNode } from '../components/admin-dashboard-node.ts';
import { AdminDashboardTicket } from '../components/admin-dashboard-ticket.ts';
import { AdminDashboardTrialRequest } from '../components/admin-dashboard-trial-request.ts';
import { AdminManualBillingCustomer } from '../components/admin-manual-billing-customer.ts';
import { Process } from '../components/process.ts';

export const AdminDashboardEntries = { counts: object({ nodes: v.pipe(v.number(), v.integer()), nodes_online: v.pipe(v.number(), v.integer()), servers: v.pipe(v.number(), v.integer()), servers_running: v.pipe(v.number(), v.integer()), users: v.pipe(v.number(), v.integer()), open_tickets: v.pipe(v.number(), v.integer()) }), servers_by_type: object({ plex: v.pipe(v.number(), v.integer()), emby: v.pipe(v.number(), v.integer()), jellyfin: v.pipe(v.number(), v.integer()) }), recent_processes: v.array(Process), attention_nodes: v.optional(v.nullable(v.array(AdminDashboardNode))), open_tickets: v.optional(v.nullable(v.array(AdminDashboardTicket))), pending_trials: v.optional(v.nullable(v.array(AdminDashboardTrialRequest))), manual_billing: v.optional(v.nullable(v.array(AdminManualBillingCustomer))) };

export const AdminDashboard = /* @__PURE__ */ object(AdminDashboardEntries);
