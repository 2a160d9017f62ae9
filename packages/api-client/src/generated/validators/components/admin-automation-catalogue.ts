// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminAutomationActionSpec } from '../components/admin-automation-action-spec.ts';
import { AdminAutomationTriggerSpec } from '../components/admin-automation-trigger-spec.ts';

export const AdminAutomationCatalogueEntries = { triggers: keyedListAsArray(v.array(AdminAutomationTriggerSpec)), actions: keyedListAsArray(v.array(AdminAutomationActionSpec)) };

export const AdminAutomationCatalogue = /* @__PURE__ */ object(AdminAutomationCatalogueEntries);
