// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const PortainerInstalledEventEntries = { response: v.unknown() };

export const PortainerInstalledEvent = /* @__PURE__ */ object(PortainerInstalledEventEntries);
