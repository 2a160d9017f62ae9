// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const SupportDepartmentEntries = { name: v.string(), description: v.string() };

export const SupportDepartment = /* @__PURE__ */ object(SupportDepartmentEntries);
