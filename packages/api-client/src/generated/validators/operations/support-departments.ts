// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { SupportDepartment } from '../components/support-department.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/support/departments. */
export const supportDepartmentsResponse = /* @__PURE__ */ defineResponse("supportDepartments", "GET /api/customer/support/departments", object({ success: v.boolean(), data: v.array(SupportDepartment) }));
