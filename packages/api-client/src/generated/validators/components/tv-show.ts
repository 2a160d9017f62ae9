// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const TvShowEntries = { id: v.pipe(v.number(), v.integer()), title: v.string(), network: v.string(), poster_url: v.nullable(v.string()) };

export const TvShow = /* @__PURE__ */ object(TvShowEntries);
