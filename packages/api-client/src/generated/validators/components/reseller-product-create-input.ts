// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { object } from '../../../validation/shapes.ts';
import { ResellerProductInputEntries } from '../components/reseller-product-input.ts';
import { ServerType } from '../components/server-type.ts';

export const ResellerProductCreateInputEntries = { type: ServerType, ...ResellerProductInputEntries };

export const ResellerProductCreateInput = /* @__PURE__ */ object(ResellerProductCreateInputEntries);
