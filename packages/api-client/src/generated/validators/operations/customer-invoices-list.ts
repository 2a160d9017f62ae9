// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { Invoice } from '../components/invoice.ts';
import { PageMeta } from '../components/page-meta.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/invoices. */
export const customerInvoicesListResponse = /* @__PURE__ */ defineResponse("customerInvoicesList", "GET /api/customer/invoices", object({ success: v.boolean(), data: v.array(Invoice), meta: PageMeta }));
