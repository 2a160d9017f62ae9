// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { SettingsRemoteBitrate } from '../components/settings-remote-bitrate.ts';
import { SettingsWeekday } from '../components/settings-weekday.ts';

export const SettingsServerPreferencesInputEntries = { display_name: v.string(), timezone: v.string(), auto_update: v.boolean(), maintenance_day: SettingsWeekday, maintenance_hour: v.pipe(v.number(), v.integer()), transcoder_quality: v.string(), hardware_transcoding: v.boolean(), remote_bitrate_mbps: SettingsRemoteBitrate };

export const SettingsServerPreferencesInput = /* @__PURE__ */ object(SettingsServerPreferencesInputEntries);
