import { describe, expect, it } from 'vitest';
import { createWizardStore } from './wizard-store.tsx';

describe('the wizard store', () => {
  it('merges drafts, so fields that are not shown any more keep their values', () => {
    const store = createWizardStore();
    store.getState().saveDraft('email', { driver: 'smtp', smtp_host: 'smtp.example.com' });
    store.getState().saveDraft('email', { driver: 'mailgun', mailgun_domain: 'mg.example.com' });
    expect(store.getState().drafts.email).toEqual({ driver: 'mailgun', smtp_host: 'smtp.example.com', mailgun_domain: 'mg.example.com' });
    store.getState().clearDraft('email');
    expect(store.getState().drafts.email).toBeUndefined();
  });

  it('remembers only the first state the wizard opened with', () => {
    const store = createWizardStore();
    store.getState().noteOpened(false);
    store.getState().noteOpened(true);
    expect(store.getState().openedInitiated).toBe(false);
  });

  it('gives each wizard its own store', () => {
    const one = createWizardStore();
    const two = createWizardStore();
    one.getState().showNotice('app-settings', 'Saved.');
    expect(one.getState().notice).toEqual({ step: 'app-settings', text: 'Saved.' });
    expect(two.getState().notice).toBeNull();
  });
});
