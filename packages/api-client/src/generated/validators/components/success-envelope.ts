// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { Popup } from '../components/popup.ts';

export const SuccessEnvelopeEntries = { success: v.boolean(), message: absentIfNull(v.string()), popup: absentIfNull(Popup) };

export const SuccessEnvelope = /* @__PURE__ */ object(SuccessEnvelopeEntries);
