import { useState, type FormEvent } from 'react';
import type { WizardStepPath } from '../wizard-steps.ts';
import { useWizardStoreApi, type StepDraft } from './wizard-store.tsx';

/**
 * Keeps what is typed into a step's form in the wizard's store, so that going back and coming
 * again finds it. Passwords and secrets are never kept. `initial` is the draft as the step
 * opened, for the fields' default values.
 */
export function useStepDraft(step: WizardStepPath, secretFields: readonly string[] = []) {
  const store = useWizardStoreApi();
  const [initial] = useState<StepDraft>(() => store.getState().drafts[step] ?? {});
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const values: StepDraft = {};
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && !secretFields.includes(name)) values[name] = value;
    }
    store.getState().saveDraft(step, values);
  };
  const clear = () => store.getState().clearDraft(step);
  return { initial, onChange, clear };
}
