// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { ServerStatus } from '../components/server-status.ts';

export const PlexToolsServerEntries = { id: v.pipe(v.number(), v.integer()), name: v.string(), status: ServerStatus };

export const PlexToolsServer = /* @__PURE__ */ object(PlexToolsServerEntries);
