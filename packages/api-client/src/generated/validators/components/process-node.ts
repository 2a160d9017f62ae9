// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const ProcessNodeEntries = { id: v.pipe(v.number(), v.integer()), alias: v.string() };

export const ProcessNode = /* @__PURE__ */ object(ProcessNodeEntries);
