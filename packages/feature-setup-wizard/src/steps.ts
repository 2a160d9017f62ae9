import type { SetupState, SetupStepKey } from './api/types.ts';
import { WIZARD_STEPS, type WizardStep, type WizardStepPath } from './wizard-steps.ts';

export const INIT_PATH = '/admin/system/init';
export const DASHBOARD_PATH = '/admin/dashboard';

/** The router path of a step (below the `/app` basename). */
export function stepHref(path: WizardStepPath): string {
  return `${INIT_PATH}/${path}`;
}

export function wizardStep(path: WizardStepPath): WizardStep {
  const step = WIZARD_STEPS.find((candidate) => candidate.path === path);
  if (!step) throw new Error(`No set-up step "${path}".`);
  return step;
}

export function stepForKey(key: SetupStepKey): WizardStep {
  const step = WIZARD_STEPS.find((candidate) => candidate.key === key);
  if (!step) throw new Error(`No set-up step for "${key}".`);
  return step;
}

export type WizardStepStatus = 'done' | 'todo' | 'not_applicable';

/**
 * Start counts as done once any step is, completed once the system is initiated; the others are
 * what the server says.
 */
export function stepStatus(step: WizardStep, state: SetupState): WizardStepStatus {
  if (step.key) return state.steps[step.key];
  if (step.path === 'completed') return state.app_initiated ? 'done' : 'todo';
  return state.app_initiated || Object.values(state.steps).includes('done') ? 'done' : 'todo';
}

/** The screens that apply: the WHMCS ones drop out with manual billing. */
export function applicableSteps(state: SetupState): WizardStep[] {
  return WIZARD_STEPS.filter((step) => stepStatus(step, state) !== 'not_applicable');
}

/** Where the wizard opens: the first screen not done, or the end when everything is. */
export function firstUndoneStep(state: SetupState): WizardStepPath {
  return applicableSteps(state).find((step) => stepStatus(step, state) === 'todo')?.path ?? 'completed';
}

/** The next screen that applies after this one. */
export function nextStep(path: WizardStepPath, state: SetupState): WizardStepPath | null {
  const order = WIZARD_STEPS.findIndex((step) => step.path === path);
  return WIZARD_STEPS.slice(order + 1).find((step) => stepStatus(step, state) !== 'not_applicable')?.path ?? null;
}

/** The screen that applies before this one. */
export function previousStep(path: WizardStepPath, state: SetupState): WizardStepPath | null {
  const order = WIZARD_STEPS.findIndex((step) => step.path === path);
  return (
    WIZARD_STEPS.slice(0, Math.max(order, 0))
      .reverse()
      .find((step) => stepStatus(step, state) !== 'not_applicable')?.path ?? null
  );
}

/** "Step 3 of 8", counting only the screens that apply. */
export function stepPosition(path: WizardStepPath, state: SetupState): { index: number; total: number } {
  const steps = applicableSteps(state);
  return { index: steps.findIndex((step) => step.path === path) + 1, total: steps.length };
}
