// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const ServerDeletedEventEntries = { serverAlias: v.string(), url: v.string() };

export const ServerDeletedEvent = /* @__PURE__ */ object(ServerDeletedEventEntries);
