// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const AdminAnnouncementInputEntries = { header: v.string(), content: v.string(), size: v.picklist(["sm","md","lg","xl"]), published: v.boolean(), starts_at: v.optional(v.nullable(v.string())), ends_at: v.optional(v.nullable(v.string())) };

export const AdminAnnouncementInput = /* @__PURE__ */ object(AdminAnnouncementInputEntries);
