// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { CustomerAlert } from '../components/customer-alert.ts';
import { CustomerContentBlock } from '../components/customer-content-block.ts';
import { CustomerPopup } from '../components/customer-popup.ts';

export const CustomerMessagesEntries = { alerts: absentIfNull(keyedListAsArray(v.array(CustomerAlert))), popups: absentIfNull(keyedListAsArray(v.array(CustomerPopup))), blocks: absentIfNull(keyedListAsArray(v.array(CustomerContentBlock))) };

export const CustomerMessages = /* @__PURE__ */ object(CustomerMessagesEntries);
