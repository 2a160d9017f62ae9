// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const AdminDeploymentPathsInputEntries = { stack_path: v.string(), config_path: v.string(), transcode_path: v.string() };

export const AdminDeploymentPathsInput = /* @__PURE__ */ object(AdminDeploymentPathsInputEntries);
