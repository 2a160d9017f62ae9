// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const AdminEmailSenderEntries = { id: v.pipe(v.number(), v.integer()), name: v.string() };

export const AdminEmailSender = /* @__PURE__ */ object(AdminEmailSenderEntries);
