import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CheckIcon } from '@portal/ui-kit/icons';
import { VisuallyHidden } from '@portal/ui-kit/visually-hidden';
import { Link } from 'react-router';
import * as styles from './stepper.css.ts';

export type CreateStep = 1 | 2 | 3;

const STEPS = [
  { step: 1, label: msg`Category` },
  { step: 2, label: msg`Type` },
  { step: 3, label: msg`Settings` },
] as const;

export interface StepperProps {
  step: CreateStep;
  /** The category's key, for the link back to its types. */
  category?: string;
  /** What was chosen in the steps before, shown under their names. */
  categoryName?: string;
  typeName?: string;
}

/** The creation's three steps: the ones done link back, the current one is marked, the rest wait. */
export function Stepper({ step, category, categoryName, typeName }: StepperProps) {
  const { t } = useLingui();
  const hrefOf = (target: CreateStep) => (target === 1 ? '/admin/products/create' : category ? `/admin/products/create/${encodeURIComponent(category)}` : null);
  return (
    <nav aria-label={t`Steps`} className={styles.nav}>
      <ol className={styles.list}>
        {STEPS.map((entry) => {
          const state = entry.step < step ? 'done' : entry.step === step ? 'current' : 'todo';
          const chosen = entry.step === 1 ? categoryName : entry.step === 2 ? typeName : undefined;
          const href = state === 'done' ? hrefOf(entry.step) : null;
          const content = (
            <>
              <span className={styles.marker[state]} aria-hidden="true">
                {state === 'done' ? <CheckIcon size="0.875rem" strokeWidth={3} /> : entry.step}
              </span>
              <span className={styles.text}>
                <span className={styles.label}>{t(entry.label)}</span>
                {chosen && state !== 'todo' ? <span className={styles.chosen}>{chosen}</span> : null}
                {state === 'done' ? <VisuallyHidden>{t`(done)`}</VisuallyHidden> : null}
              </span>
            </>
          );
          return (
            <li key={entry.step} className={styles.item} aria-current={state === 'current' ? 'step' : undefined}>
              {href ? (
                <Link to={href} className={styles.link}>
                  {content}
                </Link>
              ) : (
                <span className={styles.plain}>{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
