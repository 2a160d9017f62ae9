// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { intAsBoolean } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const AuthUserEntries = { id: v.pipe(v.number(), v.integer()), name: v.string(), email: v.string(), admin: intAsBoolean(v.boolean()), is_admin: intAsBoolean(v.boolean()), is_whmcs_user: intAsBoolean(v.boolean()), is_reseller: intAsBoolean(v.boolean()), reseller_node: v.nullable(v.pipe(v.number(), v.integer())), has_plex: intAsBoolean(v.boolean()), is_moderator: intAsBoolean(v.boolean()), reseller_customer: intAsBoolean(v.boolean()) };

export const AuthUser = /* @__PURE__ */ object(AuthUserEntries);
