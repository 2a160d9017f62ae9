// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { Invite } from '../components/invite.ts';
import { PlexToolsInviteBackupEntries } from '../components/plex-tools-invite-backup.ts';

export const PlexToolsInviteBackupDetailEntries = { ...PlexToolsInviteBackupEntries, invites: v.array(Invite) };

export const PlexToolsInviteBackupDetail = /* @__PURE__ */ object(PlexToolsInviteBackupDetailEntries);
