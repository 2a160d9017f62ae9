// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminLibraryMap } from '../components/admin-library-map.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/requests/library-maps/{id}. */
export const adminLibraryMapUpdateResponse = /* @__PURE__ */ defineResponse("adminLibraryMapUpdate", "POST /api/admin/requests/library-maps/{id}", object({ success: v.boolean(), message: v.string(), data: AdminLibraryMap }));
