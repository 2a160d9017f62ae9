// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { PageMeta } from '../components/page-meta.ts';
import { ResellerServer } from '../components/reseller-server.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/reseller/servers. */
export const resellerServersListResponse = /* @__PURE__ */ defineResponse("resellerServersList", "GET /api/reseller/servers", object({ success: v.boolean(), data: v.array(ResellerServer), meta: PageMeta }));
