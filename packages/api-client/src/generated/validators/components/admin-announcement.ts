// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, intAsBoolean } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const AdminAnnouncementEntries = { id: v.pipe(v.number(), v.integer()), header: v.string(), content: v.string(), size: v.picklist(["sm","md","lg","xl"]), published: intAsBoolean(v.boolean()), status: v.picklist(["live","scheduled","past","draft"]), starts_at: v.optional(v.nullable(v.string())), ends_at: v.optional(v.nullable(v.string())), published_at: v.optional(v.nullable(v.string())), created_at: absentIfNull(v.string()), updated_at: absentIfNull(v.string()), read_count: absentIfNull(v.pipe(v.number(), v.integer())), customer_count: absentIfNull(v.pipe(v.number(), v.integer())) };

export const AdminAnnouncement = /* @__PURE__ */ object(AdminAnnouncementEntries);
