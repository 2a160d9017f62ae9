// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { DockerVariable } from '../components/docker-variable.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/integrations/globals. */
export const adminDockerGlobalsResponse = /* @__PURE__ */ defineResponse("adminDockerGlobals", "GET /api/admin/integrations/globals", object({ success: v.boolean(), data: v.array(DockerVariable) }));
