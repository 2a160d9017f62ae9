// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { PlexCollection } from '../components/plex-collection.ts';
import { PlexCollectionPreset } from '../components/plex-collection-preset.ts';

export const PlexCollectionsEntries = { collections: v.array(PlexCollection), presets: v.array(PlexCollectionPreset) };

export const PlexCollections = /* @__PURE__ */ object(PlexCollectionsEntries);
