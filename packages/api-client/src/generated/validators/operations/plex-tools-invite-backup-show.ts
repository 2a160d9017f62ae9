// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { PlexToolsInviteBackupDetail } from '../components/plex-tools-invite-backup-detail.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/plex-tools/invites/backups/{backup}. */
export const plexToolsInviteBackupShowResponse = /* @__PURE__ */ defineResponse("plexToolsInviteBackupShow", "GET /api/customer/plex-tools/invites/backups/{backup}", object({ success: v.boolean(), data: PlexToolsInviteBackupDetail }));
