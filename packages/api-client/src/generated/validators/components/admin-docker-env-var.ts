// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const AdminDockerEnvVarEntries = { key: v.string(), value: v.string() };

export const AdminDockerEnvVar = /* @__PURE__ */ object(AdminDockerEnvVarEntries);
