// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { BillingType } from '../components/billing-type.ts';
import { MailSettings } from '../components/mail-settings.ts';
import { SetupStepKey } from '../components/setup-step-key.ts';
import { SetupStepStatus } from '../components/setup-step-status.ts';
import { SshKey } from '../components/ssh-key.ts';
import { WhmcsHook } from '../components/whmcs-hook.ts';
import { WhmcsSettings } from '../components/whmcs-settings.ts';

export const SetupStateEntries = { app_initiated: v.boolean(), steps: object({ password: SetupStepStatus, app_settings: SetupStepStatus, ssh_keys: SetupStepStatus, billing_type: SetupStepStatus, whmcs: SetupStepStatus, whmcs_hooks: SetupStepStatus, email: SetupStepStatus }), missing: v.array(SetupStepKey), billing_type: v.nullable(BillingType), app_settings: object({ app_name: v.string(), portal_url: v.nullable(v.string()), support_email: v.nullable(v.string()), timezone: v.string() }), ssh_key: v.nullable(SshKey), whmcs: WhmcsSettings, whmcs_hooks: v.array(WhmcsHook), mail: MailSettings };

export const SetupState = /* @__PURE__ */ object(SetupStateEntries);
