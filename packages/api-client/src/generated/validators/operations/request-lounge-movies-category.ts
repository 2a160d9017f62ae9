// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { LoungeMeta } from '../components/lounge-meta.ts';
import { MediaItem } from '../components/media-item.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/request-lounge/movies/category/{category}. */
export const requestLoungeMoviesCategoryResponse = /* @__PURE__ */ defineResponse("requestLoungeMoviesCategory", "GET /api/customer/request-lounge/movies/category/{category}", object({ success: v.boolean(), data: v.array(MediaItem), meta: LoungeMeta }));
