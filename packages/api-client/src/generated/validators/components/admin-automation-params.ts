// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { map } from '../../../validation/shapes.ts';
import { AdminAutomationValue } from '../components/admin-automation-value.ts';

export const AdminAutomationParams = /* @__PURE__ */ map(AdminAutomationValue);
