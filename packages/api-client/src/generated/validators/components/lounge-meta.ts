// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { PageMetaEntries } from '../components/page-meta.ts';

export const LoungeMetaEntries = { ...PageMetaEntries, append_to_result: v.boolean() };

export const LoungeMeta = /* @__PURE__ */ object(LoungeMetaEntries);
