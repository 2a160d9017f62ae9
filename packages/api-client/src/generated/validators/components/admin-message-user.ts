// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const AdminMessageUserEntries = { id: v.pipe(v.number(), v.integer()), name: v.string(), email: v.string() };

export const AdminMessageUser = /* @__PURE__ */ object(AdminMessageUserEntries);
