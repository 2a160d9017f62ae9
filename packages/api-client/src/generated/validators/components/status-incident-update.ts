// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const StatusIncidentUpdateEntries = { id: v.pipe(v.number(), v.integer()), status: v.picklist(["investigating","identified","monitoring","resolved"]), body: v.string(), created_at: v.string() };

export const StatusIncidentUpdate = /* @__PURE__ */ object(StatusIncidentUpdateEntries);
