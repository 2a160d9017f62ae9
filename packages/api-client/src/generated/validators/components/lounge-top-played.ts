// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { MediaItem } from '../components/media-item.ts';

export const LoungeTopPlayedEntries = { rank: v.pipe(v.number(), v.integer()), plays: v.pipe(v.number(), v.integer()), viewers: v.pipe(v.number(), v.integer()), last_played_at: v.string(), media: MediaItem };

export const LoungeTopPlayed = /* @__PURE__ */ object(LoungeTopPlayedEntries);
