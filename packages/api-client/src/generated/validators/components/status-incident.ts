// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { StatusIncidentUpdate } from '../components/status-incident-update.ts';

export const StatusIncidentEntries = { id: v.pipe(v.number(), v.integer()), title: v.string(), impact: v.picklist(["minor","major","critical"]), status: v.picklist(["investigating","identified","monitoring","resolved"]), started_at: v.string(), resolved_at: v.nullable(v.string()), affects: v.array(v.string()), updates: v.array(StatusIncidentUpdate) };

export const StatusIncident = /* @__PURE__ */ object(StatusIncidentEntries);
