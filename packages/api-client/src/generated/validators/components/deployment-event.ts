// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const DeploymentEventEntries = { name: v.string(), url: v.string() };

export const DeploymentEvent = /* @__PURE__ */ object(DeploymentEventEntries);
