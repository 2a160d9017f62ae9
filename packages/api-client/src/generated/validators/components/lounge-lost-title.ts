// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { MediaItem } from '../components/media-item.ts';

export const LoungeLostTitleEntries = { id: v.pipe(v.number(), v.integer()), server_name: v.string(), library: v.nullable(v.string()), reason: v.picklist(["file_missing","library_removed","storage_failure","replaced"]), lost_at: v.string(), status: v.picklist(["lost","restoring","restored"]), restorable: v.boolean(), media: MediaItem };

export const LoungeLostTitle = /* @__PURE__ */ object(LoungeLostTitleEntries);
