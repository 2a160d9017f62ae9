import { msg } from '@lingui/core/macro';
import { ACCESS, screensFor } from '@portal/ui-kit/route-handle';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type * as Screens from './screens.ts';
// Only the list of steps: their logic stays in the lazy chunk.
import { WIZARD_STEPS, type WizardStepPath } from './wizard-steps.ts';

function screen(name: keyof typeof Screens) {
  return lazy(() => import('./screens.ts').then((screens) => ({ default: screens[name] })));
}

const SetupWizardLayout = screen('SetupWizardLayout');
const WizardIndex = screen('WizardIndex');

const stepScreens: Record<WizardStepPath, ReturnType<typeof screen>> = {
  start: screen('StartStep'),
  'change-password': screen('ChangePasswordStep'),
  'app-settings': screen('AppSettingsStep'),
  'ssh-keys': screen('SshKeysStep'),
  'billing-type': screen('BillingTypeStep'),
  whmcs: screen('WhmcsStep'),
  'whmcs-hooks': screen('WhmcsHooksStep'),
  email: screen('EmailStep'),
  completed: screen('CompletedStep'),
};

/** The handle of a wizard route: admins only, like the rest of the admin area. */
const wizard = screensFor(ACCESS.admin);

/** The system set-up wizard under /app/admin/system/init: admins only, and where the guard sends them until it is done. */
export const setupWizardRoutes: RouteObject[] = [
  {
    path: 'admin/system/init',
    handle: wizard(msg`System set-up`),
    element: <SetupWizardLayout />,
    children: [
      { index: true, element: <WizardIndex /> },
      ...WIZARD_STEPS.map((step): RouteObject => {
        const Screen = stepScreens[step.path];
        return { path: step.path, handle: wizard(step.title), element: <Screen /> };
      }),
    ],
  },
];
