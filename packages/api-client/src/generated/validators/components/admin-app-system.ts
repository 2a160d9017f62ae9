// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { ImageSetting } from '../components/image-setting.ts';

export const AdminAppSystemEntries = { app_name: v.string(), app_version: v.string(), logo: ImageSetting, icon: ImageSetting, max_image_kb: absentIfNull(v.pipe(v.number(), v.integer())) };

export const AdminAppSystem = /* @__PURE__ */ object(AdminAppSystemEntries);
