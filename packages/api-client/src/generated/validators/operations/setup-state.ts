// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { SetupState } from '../components/setup-state.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/system/init. */
export const setupStateResponse = /* @__PURE__ */ defineResponse("setupState", "GET /api/admin/system/init", object({ success: v.boolean(), message: absentIfNull(v.string()), data: SetupState }));
