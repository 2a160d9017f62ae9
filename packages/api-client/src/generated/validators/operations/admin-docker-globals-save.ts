// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { DockerVariable } from '../components/docker-variable.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/integrations/globals. */
export const adminDockerGlobalsSaveResponse = /* @__PURE__ */ defineResponse("adminDockerGlobalsSave", "POST /api/admin/integrations/globals", object({ success: v.boolean(), message: v.string(), data: keyedListAsArray(v.array(DockerVariable)) }));
