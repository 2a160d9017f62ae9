// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { InvoiceDetail } from '../components/invoice-detail.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/invoices/{invoice}. */
export const customerInvoiceShowResponse = /* @__PURE__ */ defineResponse("customerInvoiceShow", "GET /api/customer/invoices/{invoice}", object({ success: v.boolean(), data: InvoiceDetail }));
