// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const SearchResultEntries = { id: v.union([v.pipe(v.number(), v.integer()), v.string()]), name: v.string(), image: v.nullable(v.string()), target: v.string() };

export const SearchResult = /* @__PURE__ */ object(SearchResultEntries);
