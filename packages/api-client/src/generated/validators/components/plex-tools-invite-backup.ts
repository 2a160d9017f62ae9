// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { InviteBackupEntries } from '../components/invite-backup.ts';

export const PlexToolsInviteBackupEntries = { ...InviteBackupEntries, server_id: v.pipe(v.number(), v.integer()), server_name: v.string() };

export const PlexToolsInviteBackup = /* @__PURE__ */ object(PlexToolsInviteBackupEntries);
