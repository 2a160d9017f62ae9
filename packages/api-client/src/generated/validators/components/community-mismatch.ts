// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { CommunityMismatchProblem } from '../components/community-mismatch-problem.ts';

export const CommunityMismatchEntries = { id: v.pipe(v.number(), v.integer()), server_id: v.pipe(v.number(), v.integer()), server_name: v.string(), library_id: v.pipe(v.number(), v.integer()), library_name: v.string(), title: v.string(), problem: CommunityMismatchProblem, details: v.nullable(v.string()), correct_match: v.string(), status: v.picklist(["open","in_progress","fixed","rejected","cancelled"]), staff_note: v.optional(v.nullable(v.string())), created_at: v.string(), updated_at: v.string() };

export const CommunityMismatch = /* @__PURE__ */ object(CommunityMismatchEntries);
