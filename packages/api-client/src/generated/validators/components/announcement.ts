// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const AnnouncementEntries = { id: v.pipe(v.number(), v.integer()), header: v.string(), content: v.string(), size: v.picklist(["sm","md","lg","xl"]) };

export const Announcement = /* @__PURE__ */ object(AnnouncementEntries);
