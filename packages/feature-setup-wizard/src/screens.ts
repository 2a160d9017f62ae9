/**
 * Every screen of the wizard, in one lazy chunk: the wizard is one flow, so once it opens, moving
 * between its steps never waits for the network.
 */
export { default as SetupWizardLayout } from './layout/wizard-layout.tsx';
export { default as WizardIndex } from './layout/wizard-index.tsx';
export { default as StartStep } from './steps/start-step.tsx';
export { default as ChangePasswordStep } from './steps/change-password-step.tsx';
export { default as AppSettingsStep } from './steps/app-settings-step.tsx';
export { default as SshKeysStep } from './steps/ssh-keys-step.tsx';
export { default as BillingTypeStep } from './steps/billing-type-step.tsx';
export { default as WhmcsStep } from './steps/whmcs-step.tsx';
export { default as WhmcsHooksStep } from './steps/whmcs-hooks-step.tsx';
export { default as EmailStep } from './steps/email-step.tsx';
export { default as CompletedStep } from './steps/completed-step.tsx';
