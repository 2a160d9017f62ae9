// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const InviteBackupEntries = { id: v.pipe(v.number(), v.integer()), name: v.string(), invites_count: absentIfNull(v.pipe(v.number(), v.integer())), created_at: v.string() };

export const InviteBackup = /* @__PURE__ */ object(InviteBackupEntries);
