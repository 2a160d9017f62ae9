// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const InvoiceLineEntries = { id: v.pipe(v.number(), v.integer()), description: v.string(), amount: v.string() };

export const InvoiceLine = /* @__PURE__ */ object(InvoiceLineEntries);
