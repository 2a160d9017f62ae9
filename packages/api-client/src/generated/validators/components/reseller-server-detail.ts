// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { ResellerServerEntries } from '../components/reseller-server.ts';
import { ResellerServerAction } from '../components/reseller-server-action.ts';

export const ResellerServerDetailEntries = { ...ResellerServerEntries, version: absentIfNull(v.nullable(v.string())), node_online: absentIfNull(v.boolean()), node_location: absentIfNull(v.nullable(v.string())), actions: absentIfNull(v.array(ResellerServerAction)) };

export const ResellerServerDetail = /* @__PURE__ */ object(ResellerServerDetailEntries);
