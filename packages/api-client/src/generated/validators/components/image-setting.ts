// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { intAsBoolean } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const ImageSettingEntries = { image: intAsBoolean(v.boolean()), data: v.nullable(v.string()) };

export const ImageSetting = /* @__PURE__ */ object(ImageSettingEntries);
