// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, intAsBoolean, keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminRequestMedia } from '../components/admin-request-media.ts';
import { AdminRequestUser } from '../components/admin-request-user.ts';
import { LoungeRequestStatus } from '../components/lounge-request-status.ts';

export const AdminMediaRequestEntries = { id: v.pipe(v.number(), v.integer()), status: LoungeRequestStatus, uhd: intAsBoolean(v.boolean()), seasons: absentIfNull(keyedListAsArray(v.nullable(v.array(v.pipe(v.number(), v.integer()))))), created_at: v.string(), updated_at: absentIfNull(v.nullable(v.string())), media: AdminRequestMedia, user: AdminRequestUser };

export const AdminMediaRequest = /* @__PURE__ */ object(AdminMediaRequestEntries);
