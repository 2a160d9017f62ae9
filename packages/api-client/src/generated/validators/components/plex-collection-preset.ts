// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const PlexCollectionPresetEntries = { id: v.string(), name: v.string(), description: v.string(), media_types: v.array(v.string()) };

export const PlexCollectionPreset = /* @__PURE__ */ object(PlexCollectionPresetEntries);
