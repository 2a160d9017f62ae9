// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { SupportServerRef } from '../components/support-server-ref.ts';
import { TvShow } from '../components/tv-show.ts';

export const TvEpisodeEntries = { id: v.string(), show: TvShow, season: v.pipe(v.number(), v.integer()), episode: v.pipe(v.number(), v.integer()), title: v.nullable(v.string()), air_at: v.string(), runtime_minutes: v.pipe(v.number(), v.integer()), on_server: v.boolean(), followed: v.boolean(), servers: v.array(SupportServerRef) };

export const TvEpisode = /* @__PURE__ */ object(TvEpisodeEntries);
