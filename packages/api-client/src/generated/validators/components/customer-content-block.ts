// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const CustomerContentBlockEntries = { id: v.pipe(v.number(), v.integer()), page: v.string(), html: v.string() };

export const CustomerContentBlock = /* @__PURE__ */ object(CustomerContentBlockEntries);
