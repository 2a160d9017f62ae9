// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { PlexToolsInvite } from '../components/plex-tools-invite.ts';
import { PlexToolsServer } from '../components/plex-tools-server.ts';

export const PlexToolsInvitesEntries = { account: v.string(), servers: v.array(PlexToolsServer), invites: v.array(PlexToolsInvite), token: v.string() };

export const PlexToolsInvites = /* @__PURE__ */ object(PlexToolsInvitesEntries);
