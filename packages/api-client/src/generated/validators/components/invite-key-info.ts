// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const InviteKeyInfoEntries = { key: v.string(), email: v.nullable(v.string()), has_products: v.boolean() };

export const InviteKeyInfo = /* @__PURE__ */ object(InviteKeyInfoEntries);
