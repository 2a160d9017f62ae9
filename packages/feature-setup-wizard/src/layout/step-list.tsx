import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckIcon, ChevronDownIcon } from '@portal/ui-kit/icons';
import { useId } from 'react';
import { Link } from 'react-router';
import type { SetupState } from '../api/types.ts';
import { stepHref, stepPosition, stepStatus, wizardStep } from '../steps.ts';
import { WIZARD_STEPS, type WizardStepPath } from '../wizard-steps.ts';
import { useWizardStore } from '../store/wizard-store.tsx';
import * as styles from './wizard.css.ts';

const STATUS_TEXT = { done: msg`Done`, todo: msg`To do`, not_applicable: msg`Not applicable` } as const;

/**
 * Every step with where it stands: done, current, to do, or not applicable. From tablets up it
 * stands beside the step; on a phone it folds into one line that says which step this is.
 */
export function StepList({ state, current }: { state: SetupState; current: WizardStepPath | null }) {
  const { t } = useLingui();
  const listId = useId();
  const open = useWizardStore((store) => store.stepListOpen);
  const setOpen = useWizardStore((store) => store.setStepListOpen);
  const position = current ? stepPosition(current, state) : null;
  const stepNumber = position?.index;
  const stepCount = position?.total;

  return (
    <nav aria-label={t`Set-up steps`} className={styles.nav}>
      <button type="button" className={styles.navToggle} aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        <span className={styles.navToggleText}>
          {current && position && position.index > 0 ? (
            <>
              <span className={styles.navToggleCount}>
                <Trans>Step {stepNumber} of {stepCount}</Trans>
              </span>
              <span className={styles.navToggleLabel}>{t(wizardStep(current).label)}</span>
            </>
          ) : (
            <span className={styles.navToggleLabel}><Trans>Set-up steps</Trans></span>
          )}
        </span>
        <span className={styles.navToggleAction}>
          {open ? t`Hide steps` : t`All steps`}
          <ChevronDownIcon className={styles.chevron} />
        </span>
      </button>
      <ol id={listId} className={open ? `${styles.stepList} ${styles.stepListOpen}` : styles.stepList}>
        {WIZARD_STEPS.map((step, index) => {
          // The start is behind the admin as soon as they are on any other step.
          const status = step.path === 'start' && current && current !== 'start' ? 'done' : stepStatus(step, state);
          const isCurrent = step.path === current;
          const marker = isCurrent ? 'current' : status;
          const statusText = t(STATUS_TEXT[status]);
          const content = (
            <>
              <span className={styles.marker[marker]} aria-hidden="true">
                {status === 'done' && !isCurrent ? <CheckIcon size="0.875rem" strokeWidth={3} /> : status === 'not_applicable' ? '–' : index + 1}
              </span>
              <span className={styles.stepText}>
                <span>{t(step.label)}</span>
                <span className={styles.stepStatus}>{isCurrent ? t`Current step · ${statusText}` : statusText}</span>
              </span>
            </>
          );
          return (
            <li key={step.path}>
              {status === 'not_applicable' ? (
                <span className={`${styles.stepItem} ${styles.notApplicable}`}>{content}</span>
              ) : (
                <Link
                  to={stepHref(step.path)}
                  className={styles.stepItem}
                  aria-current={isCurrent ? 'step' : undefined}
                  onClick={() => setOpen(false)}
                >
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
