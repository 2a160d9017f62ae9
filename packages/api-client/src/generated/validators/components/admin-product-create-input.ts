// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminProductInputEntries } from '../components/admin-product-input.ts';

export const AdminProductCreateInputEntries = { category: v.string(), type: v.string(), ...AdminProductInputEntries };

export const AdminProductCreateInput = /* @__PURE__ */ object(AdminProductCreateInputEntries);
