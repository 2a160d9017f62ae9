import type { SetupStepKey } from './api/types.ts';

/** The wizard's screens, in order: the route path of each under `admin/system/init`. */
export type WizardStepPath = 'start' | 'change-password' | 'app-settings' | 'ssh-keys' | 'billing-type' | 'whmcs' | 'whmcs-hooks' | 'email' | 'completed';

export interface WizardStep {
  path: WizardStepPath;
  label: string;
  /** The server's step behind this screen; start and completed have none. */
  key: SetupStepKey | null;
}

export const WIZARD_STEPS: readonly WizardStep[] = [
  { path: 'start', label: 'Start', key: null },
  { path: 'change-password', label: 'Change password', key: 'password' },
  { path: 'app-settings', label: 'App settings', key: 'app_settings' },
  { path: 'ssh-keys', label: 'SSH keys', key: 'ssh_keys' },
  { path: 'billing-type', label: 'Billing type', key: 'billing_type' },
  { path: 'whmcs', label: 'WHMCS', key: 'whmcs' },
  { path: 'whmcs-hooks', label: 'WHMCS hooks', key: 'whmcs_hooks' },
  { path: 'email', label: 'E-mail', key: 'email' },
  { path: 'completed', label: 'Complete', key: null },
];
