// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { SetupState } from '../components/setup-state.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/system/init/whmcs. */
export const setupSaveWhmcsResponse = /* @__PURE__ */ defineResponse("setupSaveWhmcs", "POST /api/admin/system/init/whmcs", object({ success: v.boolean(), message: absentIfNull(v.string()), data: SetupState }));
