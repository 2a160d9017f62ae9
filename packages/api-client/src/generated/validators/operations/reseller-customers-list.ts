// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { PageMeta } from '../components/page-meta.ts';
import { ResellerCustomer } from '../components/reseller-customer.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/reseller/customers. */
export const resellerCustomersListResponse = /* @__PURE__ */ defineResponse("resellerCustomersList", "GET /api/reseller/customers", object({ success: v.boolean(), data: v.array(ResellerCustomer), meta: PageMeta }));
