import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SetupStepKey } from './api/types.ts';

/** The wizard's screens, in order: the route path of each under `admin/system/init`. */
export type WizardStepPath = 'start' | 'change-password' | 'app-settings' | 'ssh-keys' | 'billing-type' | 'whmcs' | 'whmcs-hooks' | 'email' | 'completed';

export interface WizardStep {
  path: WizardStepPath;
  label: MessageDescriptor;
  /** The document title of the step's screen. */
  title: MessageDescriptor;
  /** The server's step behind this screen; start and completed have none. */
  key: SetupStepKey | null;
}

export const WIZARD_STEPS: readonly WizardStep[] = [
  { path: 'start', label: msg`Start`, title: msg`System set-up: Start`, key: null },
  { path: 'change-password', label: msg`Change password`, title: msg`System set-up: Change password`, key: 'password' },
  { path: 'app-settings', label: msg`App settings`, title: msg`System set-up: App settings`, key: 'app_settings' },
  { path: 'ssh-keys', label: msg`SSH keys`, title: msg`System set-up: SSH keys`, key: 'ssh_keys' },
  { path: 'billing-type', label: msg`Billing type`, title: msg`System set-up: Billing type`, key: 'billing_type' },
  { path: 'whmcs', label: msg`WHMCS`, title: msg`System set-up: WHMCS`, key: 'whmcs' },
  { path: 'whmcs-hooks', label: msg`WHMCS hooks`, title: msg`System set-up: WHMCS hooks`, key: 'whmcs_hooks' },
  { path: 'email', label: msg`E-mail`, title: msg`System set-up: E-mail`, key: 'email' },
  { path: 'completed', label: msg`Complete`, title: msg`System set-up: Complete`, key: null },
];
