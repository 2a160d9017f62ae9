// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const AdminAutomationOptionEntries = { id: v.string(), label: v.optional(v.nullable(v.string())) };

export const AdminAutomationOption = /* @__PURE__ */ object(AdminAutomationOptionEntries);
