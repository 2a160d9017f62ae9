// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { PlexCollections } from '../components/plex-collections.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/plex-tools/collections. */
export const plexToolsCollectionsResponse = /* @__PURE__ */ defineResponse("plexToolsCollections", "GET /api/customer/plex-tools/collections", object({ success: v.boolean(), data: PlexCollections }));
