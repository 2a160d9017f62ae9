// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const AdminDeploymentOverrideInputEntries = { stack_path: v.optional(v.nullable(v.string())), config_path: v.optional(v.nullable(v.string())), transcode_path: v.optional(v.nullable(v.string())) };

export const AdminDeploymentOverrideInput = /* @__PURE__ */ object(AdminDeploymentOverrideInputEntries);
