// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { PlexCollection } from '../components/plex-collection.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/customer/plex-tools/collections. */
export const plexToolsCollectionCreateResponse = /* @__PURE__ */ defineResponse("plexToolsCollectionCreate", "POST /api/customer/plex-tools/collections", object({ success: v.boolean(), message: v.string(), data: PlexCollection }));
