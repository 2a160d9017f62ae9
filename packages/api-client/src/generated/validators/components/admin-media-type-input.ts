// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const AdminMediaTypeInputEntries = { name: v.string(), slug: v.string(), enabled: v.boolean(), maps_to: v.picklist(["movie","movie_4k","show","show_4k"]) };

export const AdminMediaTypeInput = /* @__PURE__ */ object(AdminMediaTypeInputEntries);
