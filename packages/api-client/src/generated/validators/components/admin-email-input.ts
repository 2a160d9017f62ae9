// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminEmailAudienceEntries } from '../components/admin-email-audience.ts';

export const AdminEmailInputEntries = { ...AdminEmailAudienceEntries, subject: v.string(), body: v.string() };

export const AdminEmailInput = /* @__PURE__ */ object(AdminEmailInputEntries);
