// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { InvoiceEntries } from '../components/invoice.ts';
import { InvoiceLine } from '../components/invoice-line.ts';

export const InvoiceDetailEntries = { ...InvoiceEntries, lines: v.array(InvoiceLine), subtotal: v.string(), tax: v.string(), tax_rate: v.nullable(v.number()), credit: v.string(), payment_method: v.nullable(v.string()), pay_url: v.nullable(v.string()), pdf_url: v.nullable(v.string()) };

export const InvoiceDetail = /* @__PURE__ */ object(InvoiceDetailEntries);
