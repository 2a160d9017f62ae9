// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const PageMetaEntries = { current_page: v.pipe(v.number(), v.integer()), last_page: v.pipe(v.number(), v.integer()), per_page: v.pipe(v.number(), v.integer()), total: v.pipe(v.number(), v.integer()) };

export const PageMeta = /* @__PURE__ */ object(PageMetaEntries);
