// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { CommunityCdnNode } from '../components/community-cdn-node.ts';

export const CommunityCdnEntries = { nodes: v.array(CommunityCdnNode), preferred_node_id: v.nullable(v.pipe(v.number(), v.integer())), measured_at: v.string() };

export const CommunityCdn = /* @__PURE__ */ object(CommunityCdnEntries);
