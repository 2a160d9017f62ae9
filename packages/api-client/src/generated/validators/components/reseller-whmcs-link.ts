// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, intAsBoolean } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const ResellerWhmcsLinkEntries = { url: v.nullable(v.string()), identifier: v.nullable(v.string()), secret_set: intAsBoolean(v.boolean()), connected: intAsBoolean(v.boolean()), checked_at: v.nullable(v.string()), message: v.nullable(v.string()), can_edit: absentIfNull(intAsBoolean(v.boolean())) };

export const ResellerWhmcsLink = /* @__PURE__ */ object(ResellerWhmcsLinkEntries);
