// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const ResellerAttentionEntries = { kind: v.picklist(["node-down","node-full","node-disk","node-mounts","server-error","server-suspended","server-stopped"]), name: v.string(), node_id: absentIfNull(v.nullable(v.pipe(v.number(), v.integer()))), server_id: absentIfNull(v.nullable(v.pipe(v.number(), v.integer()))) };

export const ResellerAttention = /* @__PURE__ */ object(ResellerAttentionEntries);
