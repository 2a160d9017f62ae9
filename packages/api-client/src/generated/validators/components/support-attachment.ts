// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const SupportAttachmentEntries = { id: v.pipe(v.number(), v.integer()), name: v.string(), size: v.pipe(v.number(), v.integer()), mime: v.string(), url: v.string() };

export const SupportAttachment = /* @__PURE__ */ object(SupportAttachmentEntries);
