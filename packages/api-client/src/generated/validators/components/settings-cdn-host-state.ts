// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { SettingsCdnHost } from '../components/settings-cdn-host.ts';

export const SettingsCdnHostStateEntries = { host: v.nullable(SettingsCdnHost), cname_target: v.string() };

export const SettingsCdnHostState = /* @__PURE__ */ object(SettingsCdnHostStateEntries);
