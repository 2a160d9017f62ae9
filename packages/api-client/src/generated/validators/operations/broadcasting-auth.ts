// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { map } from '../../../validation/shapes.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/broadcasting/auth. */
export const broadcastingAuthResponse = /* @__PURE__ */ defineResponse("broadcastingAuth", "POST /api/broadcasting/auth", map(v.unknown()));
