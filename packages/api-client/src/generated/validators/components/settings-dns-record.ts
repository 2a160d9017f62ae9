// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const SettingsDnsRecordEntries = { type: v.picklist(["CNAME"]), name: v.string(), value: v.string() };

export const SettingsDnsRecord = /* @__PURE__ */ object(SettingsDnsRecordEntries);
