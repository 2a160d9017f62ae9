// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { PageMeta } from '../components/page-meta.ts';
import { ResellerWhmcsContainer } from '../components/reseller-whmcs-container.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/reseller/whmcs/nodes/{node}/containers. */
export const resellerWhmcsContainersListResponse = /* @__PURE__ */ defineResponse("resellerWhmcsContainersList", "GET /api/reseller/whmcs/nodes/{node}/containers", object({ success: v.boolean(), data: v.array(ResellerWhmcsContainer), meta: PageMeta }));
