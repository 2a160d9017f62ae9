// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { PlexToolsInviteBackup } from '../components/plex-tools-invite-backup.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/customer/plex-tools/invites/backups/create. */
export const plexToolsInviteBackupCreateResponse = /* @__PURE__ */ defineResponse("plexToolsInviteBackupCreate", "POST /api/customer/plex-tools/invites/backups/create", object({ success: v.boolean(), message: v.string(), data: PlexToolsInviteBackup }));
