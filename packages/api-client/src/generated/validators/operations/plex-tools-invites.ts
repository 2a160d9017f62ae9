// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { PlexToolsInvites } from '../components/plex-tools-invites.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/plex-tools/invites. */
export const plexToolsInvitesResponse = /* @__PURE__ */ defineResponse("plexToolsInvites", "GET /api/customer/plex-tools/invites", object({ success: v.boolean(), data: PlexToolsInvites }));
