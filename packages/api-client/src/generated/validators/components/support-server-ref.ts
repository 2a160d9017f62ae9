// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const SupportServerRefEntries = { id: v.pipe(v.number(), v.integer()), name: v.string() };

export const SupportServerRef = /* @__PURE__ */ object(SupportServerRefEntries);
