import { createContext, useContext, useState, type ReactNode } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import type { WizardStepPath } from '../wizard-steps.ts';

export type StepDraft = Record<string, string>;

/**
 * What the wizard remembers that the server does not: what was typed into a step and not saved
 * yet (so moving back and forth loses nothing), the message to greet the next step with, and
 * whether the step list is open on a phone.
 */
export interface WizardState {
  drafts: Partial<Record<WizardStepPath, StepDraft>>;
  /** Shown once at the top of `step`: what the step before it just saved. */
  notice: { step: WizardStepPath; text: string } | null;
  /** Whether the system was already initiated when the wizard opened: then it is a review. */
  openedInitiated: boolean | null;
  stepListOpen: boolean;
  saveDraft: (step: WizardStepPath, values: StepDraft) => void;
  clearDraft: (step: WizardStepPath) => void;
  showNotice: (step: WizardStepPath, text: string) => void;
  noteOpened: (initiated: boolean) => void;
  setStepListOpen: (open: boolean) => void;
}

export type WizardStore = StoreApi<WizardState>;

export function createWizardStore(initial: Partial<Pick<WizardState, 'drafts' | 'openedInitiated'>> = {}): WizardStore {
  return createStore<WizardState>()((set) => ({
    drafts: initial.drafts ?? {},
    notice: null,
    openedInitiated: initial.openedInitiated ?? null,
    stepListOpen: false,
    // Merged, so the fields of a mail driver that is switched away from keep their values.
    saveDraft: (step, values) => set((state) => ({ drafts: { ...state.drafts, [step]: { ...state.drafts[step], ...values } } })),
    clearDraft: (step) =>
      set((state) => {
        const drafts = { ...state.drafts };
        delete drafts[step];
        return { drafts };
      }),
    showNotice: (step, text) => set({ notice: { step, text } }),
    noteOpened: (initiated) => set((state) => (state.openedInitiated === null ? { openedInitiated: initiated } : state)),
    setStepListOpen: (open) => set({ stepListOpen: open }),
  }));
}

const WizardStoreContext = createContext<WizardStore | null>(null);

/** Gives the wizard's screens one store for as long as the wizard is open. */
export function WizardStoreProvider({ children, store }: { children: ReactNode; store?: WizardStore }) {
  const [value] = useState(() => store ?? createWizardStore());
  return <WizardStoreContext value={value}>{children}</WizardStoreContext>;
}

export function useWizardStoreApi(): WizardStore {
  const store = useContext(WizardStoreContext);
  if (!store) throw new Error('useWizardStore needs a WizardStoreProvider above it.');
  return store;
}

export function useWizardStore<T>(selector: (state: WizardState) => T): T {
  return useStore(useWizardStoreApi(), selector);
}
