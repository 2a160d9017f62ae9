// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { ServerStatus } from '../components/server-status.ts';
import { ServerType } from '../components/server-type.ts';
import { SettingsChoice } from '../components/settings-choice.ts';
import { SettingsRemoteBitrate } from '../components/settings-remote-bitrate.ts';
import { SettingsWeekday } from '../components/settings-weekday.ts';

export const SettingsServerPreferencesEntries = { server_id: v.pipe(v.number(), v.integer()), server_type: ServerType, server_status: ServerStatus, display_name: v.string(), timezone: v.string(), auto_update: v.boolean(), maintenance_day: SettingsWeekday, maintenance_hour: v.pipe(v.number(), v.integer()), transcoder_quality: v.string(), transcoder_qualities: v.array(SettingsChoice), hardware_transcoding: v.boolean(), remote_bitrate_mbps: SettingsRemoteBitrate };

export const SettingsServerPreferences = /* @__PURE__ */ object(SettingsServerPreferencesEntries);
