// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { InviteEntries } from '../components/invite.ts';

export const PlexToolsInviteEntries = { ...InviteEntries, server_id: v.pipe(v.number(), v.integer()), server_name: v.string() };

export const PlexToolsInvite = /* @__PURE__ */ object(PlexToolsInviteEntries);
