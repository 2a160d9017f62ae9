import { useOutletContext } from 'react-router';
import type { SetupState } from '../api/types.ts';

/** What the wizard's layout hands each step: the loaded state, so a step never waits for it. */
export interface WizardContext {
  state: SetupState;
}

export function useWizardContext(): WizardContext {
  return useOutletContext<WizardContext>();
}
