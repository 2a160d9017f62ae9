// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { SettingsDnsRecord } from '../components/settings-dns-record.ts';

export const SettingsCdnHostEntries = { host: v.string(), status: v.picklist(["pending","active"]), record: SettingsDnsRecord, created_at: v.string(), checked_at: v.nullable(v.string()), verified_at: v.nullable(v.string()), check_message: v.nullable(v.string()) };

export const SettingsCdnHost = /* @__PURE__ */ object(SettingsCdnHostEntries);
