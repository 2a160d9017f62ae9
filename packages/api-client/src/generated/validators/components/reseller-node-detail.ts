// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { Node } from '../components/node.ts';
import { ResellerNodeStats } from '../components/reseller-node-stats.ts';
import { ResellerServer } from '../components/reseller-server.ts';

export const ResellerNodeDetailEntries = { node: Node, stats: ResellerNodeStats, servers: v.array(ResellerServer) };

export const ResellerNodeDetail = /* @__PURE__ */ object(ResellerNodeDetailEntries);
