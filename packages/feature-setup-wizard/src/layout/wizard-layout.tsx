import { Trans, useLingui } from '@lingui/react/macro';
import { useSystemSettings } from '@portal/api-client';
import { Alert } from '@portal/ui-kit/alert';
import { Button } from '@portal/ui-kit/button';
import { ErrorState } from '@portal/ui-kit/error-state';
import { Page } from '@portal/ui-kit/layout';
import { Skeleton, SkeletonText } from '@portal/ui-kit/skeleton';
import { Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useSetupState } from '../api/get-setup-state.ts';
import { DASHBOARD_PATH, INIT_PATH } from '../steps.ts';
import { WIZARD_STEPS, type WizardStepPath } from '../wizard-steps.ts';
import { useWizardStore, WizardStoreProvider } from '../store/wizard-store.tsx';
import { StepList } from './step-list.tsx';
import type { WizardContext } from './wizard-context.ts';
import * as styles from './wizard.css.ts';

function useCurrentStep(): WizardStepPath | null {
  const { pathname } = useLocation();
  const slug = pathname.startsWith(`${INIT_PATH}/`) ? pathname.slice(INIT_PATH.length + 1).replace(/\/+$/, '') : '';
  return WIZARD_STEPS.find((step) => step.path === slug)?.path ?? null;
}

function Loading() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading the set-up`} className={styles.layout}>
      <Skeleton height="20rem" radius="lg" />
      <SkeletonText lines={6} />
    </div>
  );
}

function StepLoading() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading the step`}>
      <SkeletonText lines={5} />
    </div>
  );
}

function Wizard() {
  const { t } = useLingui();
  const setup = useSetupState();
  const appName = useSystemSettings().data?.app_name;
  const current = useCurrentStep();
  const openedInitiated = useWizardStore((state) => state.openedInitiated);
  const noteOpened = useWizardStore((state) => state.noteOpened);
  const setStepListOpen = useWizardStore((state) => state.setStepListOpen);
  const loadedInitiated = setup.data?.app_initiated;

  useEffect(() => {
    if (loadedInitiated !== undefined) noteOpened(loadedInitiated);
  }, [loadedInitiated, noteOpened]);

  // A new step starts with the list folded away on a phone.
  useEffect(() => setStepListOpen(false), [current, setStepListOpen]);

  // Completing the set-up here is not a review: the notice is for a system that was set up before.
  const reviewing = openedInitiated ?? loadedInitiated ?? false;
  // Without the app's name the sentence names "the portal": its own message, so each language can word it.
  const description = appName
    ? reviewing
      ? t`Review and change the basic settings of ${appName}.`
      : t`A few steps to get ${appName} ready before customers arrive.`
    : reviewing
      ? t`Review and change the basic settings of the portal.`
      : t`A few steps to get the portal ready before customers arrive.`;

  return (
    <Page title={t`System set-up`} description={description}>
      {setup.isPending ? (
        <Loading />
      ) : setup.isError ? (
        <ErrorState title={t`The set-up could not be loaded`} error={setup.error} onRetry={() => void setup.refetch()} />
      ) : (
        <>
          {reviewing ? (
            <Alert
              tone="info"
              title={t`The system is already set up`}
              action={
                <Button asChild variant="secondary" size="sm">
                  <Link to={DASHBOARD_PATH}><Trans>Go to the admin dashboard</Trans></Link>
                </Button>
              }
            >
              <Trans>Everything here can still be reviewed and changed; a change applies as soon as it is saved.</Trans>
            </Alert>
          ) : null}
          <div className={styles.layout}>
            <StepList state={setup.data} current={current} />
            <Suspense fallback={<StepLoading />}>
              <Outlet context={{ state: setup.data } satisfies WizardContext} />
            </Suspense>
          </div>
        </>
      )}
    </Page>
  );
}

/** The wizard's frame: the state, the step list, and the current step; one store for all of it. */
export default function SetupWizardLayout() {
  return (
    <WizardStoreProvider>
      <Wizard />
    </WizardStoreProvider>
  );
}
