// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const LoungeRequestInputEntries = { media_id: v.pipe(v.number(), v.integer()), type: v.picklist(["movie","show"]), uhd: v.boolean(), seasons: v.optional(v.array(v.pipe(v.number(), v.integer()))) };

export const LoungeRequestInput = /* @__PURE__ */ object(LoungeRequestInputEntries);
