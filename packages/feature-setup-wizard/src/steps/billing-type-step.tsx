import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FieldError } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton, useFormState } from '@portal/ui-kit/form';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useChooseBillingType } from '../api/choose-billing-type.ts';
import type { BillingType } from '../api/types.ts';
import { StepFooter, StepFrame } from '../layout/step-frame.tsx';
import { useWizardContext } from '../layout/wizard-context.ts';
import * as styles from '../layout/wizard.css.ts';
import { nextStep, stepHref } from '../steps.ts';
import { useStepDraft } from '../store/use-step-draft.ts';
import { useWizardStore } from '../store/wizard-store.tsx';

const CHOICES: { value: BillingType; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    value: 'whmcs',
    title: msg`WHMCS`,
    text: msg`Customers order, pay and renew in your WHMCS. The portal creates, suspends and removes their servers when WHMCS says so.`,
  },
  {
    value: 'manual',
    title: msg`Manual`,
    text: msg`You take payments your own way and record them per customer in the admin dashboard. The WHMCS steps are skipped.`,
  },
];

const isBillingType = (value: unknown): value is BillingType => value === 'whmcs' || value === 'manual';

function BillingChoices({ initial }: { initial: BillingType | null }) {
  const { t } = useLingui();
  const { errors } = useFormState();
  const error = errors.billing_type;
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.choices} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}><Trans>How are customers billed?</Trans></legend>
      {CHOICES.map((choice) => (
        // The whole card picks the choice; its title names the radio and the text describes it.
        <label key={choice.value} className={styles.choice} data-invalid={error ? true : undefined}>
          <input
            type="radio"
            name="billing_type"
            value={choice.value}
            defaultChecked={initial === choice.value}
            aria-labelledby={`${id}-${choice.value}-title`}
            aria-describedby={`${id}-${choice.value}-text`}
            className={styles.radio}
          />
          <span id={`${id}-${choice.value}-title`} className={styles.choiceTitle}>
            {t(choice.title)}
          </span>
          <span id={`${id}-${choice.value}-text`} className={styles.choiceText}>
            {t(choice.text)}
          </span>
        </label>
      ))}
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}

export default function BillingTypeStep() {
  const { t } = useLingui();
  const { state } = useWizardContext();
  const navigate = useNavigate();
  const choose = useChooseBillingType();
  const showNotice = useWizardStore((store) => store.showNotice);
  const draft = useStepDraft('billing-type');
  const initial = isBillingType(draft.initial.billing_type) ? draft.initial.billing_type : state.billing_type;

  return (
    <StepFrame step="billing-type" description={t`Where customers pay decides what the portal needs next.`}>
      <Form<{ billing_type?: string }>
        className={styles.form}
        aria-label={t`Billing type`}
        onChange={draft.onChange}
        validate={(values) => ({ billing_type: isBillingType(values.billing_type) ? undefined : t`Choose how customers are billed.` })}
        onSubmit={async (values) => {
          if (!isBillingType(values.billing_type)) return;
          const body = await choose.mutateAsync({ billing_type: values.billing_type });
          draft.clear();
          // The answer decides the way on: with manual billing the WHMCS steps drop out.
          const next = nextStep('billing-type', body.data) ?? 'completed';
          showNotice(next, body.message ?? t`The billing type has been saved.`);
          await navigate(stepHref(next));
        }}
      >
        <FormError />
        <BillingChoices initial={initial} />
        <StepFooter step="billing-type">
          <SubmitButton><Trans>Save and continue</Trans></SubmitButton>
        </StepFooter>
      </Form>
    </StepFrame>
  );
}
