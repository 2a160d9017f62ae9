// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { Node } from '../components/node.ts';

export const ResellerOverviewEntries = { reseller: object({ id: v.pipe(v.number(), v.integer()), name: v.string() }), nodes: v.array(Node) };

export const ResellerOverview = /* @__PURE__ */ object(ResellerOverviewEntries);
