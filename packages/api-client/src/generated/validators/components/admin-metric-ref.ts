// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const AdminMetricRefEntries = { id: v.pipe(v.number(), v.integer()), name: v.string() };

export const AdminMetricRef = /* @__PURE__ */ object(AdminMetricRefEntries);
