// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { ServerEntries } from '../components/server.ts';

export const AdminServerEntries = { ...ServerEntries, owner: object({ id: v.pipe(v.number(), v.integer()), name: v.string(), email: v.string() }) };

export const AdminServer = /* @__PURE__ */ object(AdminServerEntries);
