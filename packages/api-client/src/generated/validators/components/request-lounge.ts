// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { LoungeQuota } from '../components/lounge-quota.ts';

export const RequestLoungeEntries = { quota: LoungeQuota, categories: v.array(object({ slug: v.string(), name: v.string(), type: v.picklist(["movies","shows"]) })) };

export const RequestLounge = /* @__PURE__ */ object(RequestLoungeEntries);
