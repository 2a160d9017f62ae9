// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const SshKeyEntries = { public_key: v.string(), fingerprint: v.string(), created_at: v.string() };

export const SshKey = /* @__PURE__ */ object(SshKeyEntries);
