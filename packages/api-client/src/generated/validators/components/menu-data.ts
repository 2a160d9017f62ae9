// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const MenuDataEntries = { wiki_url: v.optional(v.nullable(v.string())), links: absentIfNull(v.array(object({ label: v.string(), url: v.string() }))) };

export const MenuData = /* @__PURE__ */ object(MenuDataEntries);
