// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { LoungeRequestInfo } from '../components/lounge-request-info.ts';
import { LoungeRequestStatus } from '../components/lounge-request-status.ts';

export const MediaItemEntries = { id: v.pipe(v.number(), v.integer()), title: v.string(), type: v.picklist(["movie","show"]), year: v.nullable(v.pipe(v.number(), v.integer())), poster: v.nullable(v.string()), overview: v.nullable(v.string()), status: v.nullable(LoungeRequestStatus), uhd: v.boolean(), seasons: v.nullable(v.pipe(v.number(), v.integer())), request: v.nullable(LoungeRequestInfo), subscribed: v.boolean() };

export const MediaItem = /* @__PURE__ */ object(MediaItemEntries);
