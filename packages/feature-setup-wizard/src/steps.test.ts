import { describe, expect, it } from 'vitest';
import type { SetupState } from './api/types.ts';
import { applicableSteps, firstUndoneStep, nextStep, previousStep, stepPosition } from './steps.ts';

function state(overrides: Partial<SetupState['steps']> = {}, extra: Partial<SetupState> = {}): SetupState {
  const steps = { password: 'todo', app_settings: 'todo', ssh_keys: 'todo', billing_type: 'todo', whmcs: 'todo', whmcs_hooks: 'todo', email: 'todo', ...overrides } as const;
  return {
    app_initiated: false,
    steps,
    missing: Object.entries(steps).flatMap(([key, status]) => (status === 'todo' ? [key as keyof typeof steps] : [])),
    billing_type: null,
    app_settings: { app_name: 'MediaDock', portal_url: null, support_email: null, timezone: 'UTC' },
    ssh_key: null,
    whmcs: { url: null, identifier: null, secret_set: false, verified_at: null },
    whmcs_hooks: [],
    mail: {
      driver: null,
      from_address: null,
      from_name: null,
      smtp_host: null,
      smtp_port: null,
      smtp_username: null,
      smtp_encryption: null,
      smtp_password_set: false,
      mailgun_domain: null,
      mailgun_region: null,
      mailgun_secret_set: false,
      ses_key: null,
      ses_region: null,
      ses_secret_set: false,
      tested_at: null,
    },
    ...extra,
  };
}

const manual = { billing_type: 'done', whmcs: 'not_applicable', whmcs_hooks: 'not_applicable' } as const;

describe('finding the way through the steps', () => {
  it('opens a fresh installation at the start, and later at the first step not done', () => {
    expect(firstUndoneStep(state())).toBe('start');
    expect(firstUndoneStep(state({ password: 'done', app_settings: 'done' }))).toBe('ssh-keys');
    expect(firstUndoneStep(state({ password: 'done', ...manual }))).toBe('app-settings');
  });

  it('ends at the completion once every step that applies is done, initiated or not', () => {
    const allDone = { password: 'done', app_settings: 'done', ssh_keys: 'done', email: 'done', ...manual } as const;
    expect(firstUndoneStep(state(allDone))).toBe('completed');
    expect(firstUndoneStep(state(allDone, { app_initiated: true }))).toBe('completed');
  });

  it('leaves the WHMCS steps out with manual billing, both ways', () => {
    const s = state(manual);
    expect(nextStep('billing-type', s)).toBe('email');
    expect(previousStep('email', s)).toBe('billing-type');
    expect(applicableSteps(s).map((step) => step.path)).not.toContain('whmcs');
    expect(stepPosition('email', s)).toEqual({ index: 6, total: 7 });
  });

  it('goes through the WHMCS steps otherwise', () => {
    const s = state({ billing_type: 'done' });
    expect(nextStep('billing-type', s)).toBe('whmcs');
    expect(nextStep('whmcs', s)).toBe('whmcs-hooks');
    expect(previousStep('email', s)).toBe('whmcs-hooks');
    expect(stepPosition('email', s)).toEqual({ index: 8, total: 9 });
  });

  it('has nothing before the start and nothing after the completion', () => {
    expect(previousStep('start', state())).toBeNull();
    expect(nextStep('completed', state())).toBeNull();
  });
});
