// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { map, object } from '../../../validation/shapes.ts';
import { Product } from '../components/product.ts';

export const TrialSettingsEntries = { trials: map(v.unknown()), products: v.array(Product) };

export const TrialSettings = /* @__PURE__ */ object(TrialSettingsEntries);
