// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { SupportDepartment } from '../components/support-department.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/support/departments. */
export const supportDepartmentsResponse = /* @__PURE__ */ defineResponse("supportDepartments", "GET /api/customer/support/departments", object({ success: v.boolean(), data: v.array(SupportDepartment), attachments: absentIfNull(object({ max_files: v.pipe(v.number(), v.integer()), max_file_bytes: v.pipe(v.number(), v.integer()), extensions: v.array(v.string()) })), office_hours: v.optional(v.nullable(v.string())) }));
