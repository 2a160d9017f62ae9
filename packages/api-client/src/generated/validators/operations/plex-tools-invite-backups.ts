// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { PlexToolsInviteBackup } from '../components/plex-tools-invite-backup.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/plex-tools/invites/backups. */
export const plexToolsInviteBackupsResponse = /* @__PURE__ */ defineResponse("plexToolsInviteBackups", "GET /api/customer/plex-tools/invites/backups", object({ success: v.boolean(), data: v.array(PlexToolsInviteBackup) }));
