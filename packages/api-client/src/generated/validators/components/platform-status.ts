// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { StatusIncident } from '../components/status-incident.ts';
import { StatusNode } from '../components/status-node.ts';
import { StatusService } from '../components/status-service.ts';

export const PlatformStatusEntries = { overall: v.picklist(["operational","degraded","outage"]), updated_at: v.string(), services: v.array(StatusService), nodes: v.array(StatusNode), incidents: v.array(StatusIncident) };

export const PlatformStatus = /* @__PURE__ */ object(PlatformStatusEntries);
