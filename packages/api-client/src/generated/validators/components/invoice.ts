// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { InvoiceStatus } from '../components/invoice-status.ts';

export const InvoiceEntries = { id: v.pipe(v.number(), v.integer()), number: v.string(), status: InvoiceStatus, date: v.string(), due_date: v.string(), paid_at: v.nullable(v.string()), total: v.string(), currency: v.string() };

export const Invoice = /* @__PURE__ */ object(InvoiceEntries);
