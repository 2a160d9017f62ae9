// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { TvEpisode } from '../components/tv-episode.ts';

export const TvScheduleDayEntries = { date: v.string(), episodes: v.array(TvEpisode) };

export const TvScheduleDay = /* @__PURE__ */ object(TvScheduleDayEntries);
