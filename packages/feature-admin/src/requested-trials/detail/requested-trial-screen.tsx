import { Trans, useLingui } from '@lingui/react/macro';
import { SERVER_TYPE_LABELS } from '@portal/api-client';
import { Badge } from '@portal/ui-kit/badge';
import { SelectField, TextAreaField } from '@portal/ui-kit/field';
import { formatDate, formatDateTime } from '@portal/ui-kit/format';
import { Form, FormError, SubmitButton } from '@portal/ui-kit/form';
import { Card, Page } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { done, isValidationFailure, OutcomeProvider, outcomeFromError, useOutcome, type OutcomeControls } from '@portal/ui-kit/outcome';
import { Section, SectionLoading } from '@portal/ui-kit/section';
import { ErrorState } from '@portal/ui-kit/error-state';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useApproveTrial } from '../api/approve-trial.ts';
import { useRequestedTrial } from '../api/get-requested-trial.ts';
import { useTrialProducts } from '../api/get-trial-products.ts';
import { useRejectTrial } from '../api/reject-trial.ts';
import type { AdminTrialRequestDetail, Product } from '../api/types.ts';
import { TRIAL_KIND, TRIAL_STATUS } from '../trial-labels.ts';
import * as styles from './requested-trial.css.ts';

/** A reason is kept with the request and sent to the person who asked. */
const REASON_MAX = 1000;

/** The outcome's card, which takes the focus once the form that acted is gone. */
const OUTCOME_ID = 'trial-request-outcome';

/**
 * Runs a decision and reports it: 'Done!' with the server's message, or the failure; a 422 goes back
 * to the form. The forms are gone once the request is decided (by this admin, or by another one
 * first), so focus then goes to the outcome; otherwise back to the button.
 */
async function decide(outcome: OutcomeControls, action: () => Promise<{ message: string }>, fallback: string) {
  const returnFocus = () => document.getElementById(OUTCOME_ID);
  try {
    const answer = await action();
    outcome.show({ ...done(answer.message, fallback), returnFocus });
  } catch (error) {
    if (isValidationFailure(error)) throw error;
    outcome.show({ ...outcomeFromError(error), returnFocus });
  }
}

function Breadcrumbs() {
  return (
    <TextLink asChild>
      <Link to="/admin/requested-trials">
        <Trans>Requested trials</Trans>
      </Link>
    </TextLink>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </>
  );
}

function RequestFacts({ trial }: { trial: AdminTrialRequestDetail }) {
  const { t } = useLingui();
  const status = TRIAL_STATUS[trial.status];
  return (
    <Card title={t`Request`}>
      <dl className={styles.facts}>
        <Fact term={t`Status`}>
          <Badge tone={status.tone}>{t(status.label)}</Badge>
        </Fact>
        <Fact term={t`Kind`}>{t(TRIAL_KIND[trial.kind])}</Fact>
        <Fact term={t`E-mail address`}>{trial.email}</Fact>
        {trial.server_type ? <Fact term={t`Server type`}>{SERVER_TYPE_LABELS[trial.server_type]}</Fact> : null}
        {trial.product ? <Fact term={t`Product`}>{trial.product.name}</Fact> : null}
        {trial.user ? (
          <Fact term={t`Customer`}>
            <TextLink asChild>
              <Link to={`/admin/users/${trial.user.id}`}>{trial.user.name}</Link>
            </TextLink>
          </Fact>
        ) : null}
        <Fact term={t`Requested`}>
          <time dateTime={trial.created_at}>{formatDateTime(trial.created_at)}</time>
        </Fact>
        <Fact term={t`Message`}>{trial.message ? <p className={styles.message}>{trial.message}</p> : <span className={styles.muted}><Trans>No message.</Trans></span>}</Fact>
      </dl>
    </Card>
  );
}

/** What became of a request that is no longer pending: no actions, only the outcome. */
function Outcome({ trial }: { trial: AdminTrialRequestDetail }) {
  const { t } = useLingui();
  const when = trial.decided_at ? formatDateTime(trial.decided_at) : null;
  const admin = trial.decided_by?.name ?? null;
  const reason = trial.reason;
  if (trial.status === 'approved') {
    const product = trial.product?.name ?? null;
    const ends = trial.trial_ends_at ? formatDate(trial.trial_ends_at) : null;
    return (
      <Card id={OUTCOME_ID} tabIndex={-1} role="region" aria-label={t`Approved`} title={t`Approved`}>
        <div className={styles.outcome}>
          {when && admin ? <p className={styles.value}><Trans>Approved on {when} by {admin}.</Trans></p> : when ? <p className={styles.value}><Trans>Approved on {when}.</Trans></p> : null}
          {product ? <p className={styles.value}><Trans>The trial uses {product}.</Trans></p> : null}
          {ends ? <p className={styles.value}><Trans>The trial ends on {ends}.</Trans></p> : null}
        </div>
      </Card>
    );
  }
  return (
    <Card id={OUTCOME_ID} tabIndex={-1} role="region" aria-label={t`Rejected`} title={t`Rejected`}>
      <div className={styles.outcome}>
        {when && admin ? <p className={styles.value}><Trans>Rejected on {when} by {admin}.</Trans></p> : when ? <p className={styles.value}><Trans>Rejected on {when}.</Trans></p> : null}
        <p className={styles.value}>{reason ? <Trans>Reason: {reason}</Trans> : <Trans>No reason was given.</Trans>}</p>
      </div>
    </Card>
  );
}

/** The products a trial can use, those of the server type asked for first. */
function productOptions(products: Product[], trial: AdminTrialRequestDetail) {
  const matching = (product: Product) => product.server_type === trial.server_type;
  return [...products.filter(matching), ...products.filter((product) => !matching(product))].map((product) => ({
    value: String(product.id),
    label: product.server_type ? `${product.name} (${SERVER_TYPE_LABELS[product.server_type]})` : product.name,
  }));
}

function ApproveForm({ trial }: { trial: AdminTrialRequestDetail }) {
  const { t } = useLingui();
  const products = useTrialProducts();
  const approve = useApproveTrial(trial.id);
  const outcome = useOutcome();
  const asked = trial.product && trial.kind === 'product' ? String(trial.product.id) : undefined;
  return (
    <Card title={t`Approve`} description={t`Choose the product the trial runs on.`}>
      <Section
        query={products}
        loading={<SectionLoading label={t`Loading the trial products`} />}
        error={t`The trial products could not be loaded`}
        empty={(data) => data.length === 0}
        emptyState={{ title: t`No product offers trials`, description: t`Turn on trials for a product in the system settings first.` }}
      >
        {(data) => {
          const options = productOptions(data, trial);
          const offered = (value: string | undefined) => (value && options.some((option) => option.value === value) ? value : undefined);
          // The product the customer asked for wins; otherwise the trial product the product settings name for the type.
          const suggested = trial.suggested_product_id == null ? undefined : String(trial.suggested_product_id);
          const preset = offered(asked) ?? offered(suggested) ?? options[0]?.value;
          return (
            <Form<{ product_id: string }>
              className={styles.form}
              validate={(values) => ({ product_id: values.product_id ? undefined : t`Choose a product.` })}
              onSubmit={(values) => decide(outcome, () => approve.mutateAsync(Number(values.product_id)), t`The trial request has been approved.`)}
            >
              <FormError />
              <SelectField name="product_id" label={t`Product`} defaultValue={preset} placeholder={t`Choose a product`} options={options} />
              <div>
                <SubmitButton>
                  <Trans>Approve trial</Trans>
                </SubmitButton>
              </div>
            </Form>
          );
        }}
      </Section>
    </Card>
  );
}

function RejectForm({ trial }: { trial: AdminTrialRequestDetail }) {
  const { t } = useLingui();
  const reject = useRejectTrial(trial.id);
  const outcome = useOutcome();
  return (
    <Card title={t`Reject`} description={t`The person who asked is told the reason.`}>
      <Form<{ reason: string }>
        className={styles.form}
        validate={(values) => ({
          reason: !values.reason.trim() ? t`Enter a reason.` : values.reason.length > REASON_MAX ? t`Use at most ${REASON_MAX} characters.` : undefined,
        })}
        onSubmit={(values) => decide(outcome, () => reject.mutateAsync(values.reason.trim()), t`The trial request has been rejected.`)}
      >
        <FormError />
        <TextAreaField name="reason" label={t`Reason`} rows={3} maxLength={REASON_MAX} />
        <div>
          <SubmitButton variant="danger">
            <Trans>Reject request</Trans>
          </SubmitButton>
        </div>
      </Form>
    </Card>
  );
}

function TrialPage({ id }: { id: number }) {
  const { t } = useLingui();
  const trial = useRequestedTrial(id);
  if (trial.isPending) {
    return (
      <Page title={t`Trial request`} breadcrumbs={<Breadcrumbs />}>
        <SectionLoading label={t`Loading the trial request`} />
      </Page>
    );
  }
  if (trial.isError) {
    return (
      <Page title={t`Trial request`} breadcrumbs={<Breadcrumbs />}>
        <ErrorState title={t`The trial request could not be loaded`} error={trial.error} onRetry={() => void trial.refetch()} />
      </Page>
    );
  }
  const data = trial.data;
  const kind = t(TRIAL_KIND[data.kind]);
  return (
    // One outcome dialog for both forms: it stays when the decided request replaces them.
    <OutcomeProvider>
      <Page title={data.name} description={kind} breadcrumbs={<Breadcrumbs />}>
        <RequestFacts trial={data} />
        {data.status === 'pending' ? (
          <div className={styles.decisions}>
            <ApproveForm trial={data} />
            <RejectForm trial={data} />
          </div>
        ) : (
          <Outcome trial={data} />
        )}
      </Page>
    </OutcomeProvider>
  );
}

/** `/app/admin/requested-trials/{id}`: one request, to approve with a product or reject with a reason. */
export default function RequestedTrialScreen() {
  const { t } = useLingui();
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1) {
    return (
      <Page title={t`Trial request`} breadcrumbs={<Breadcrumbs />}>
        <ErrorState title={t`This trial request does not exist`} />
      </Page>
    );
  }
  return <TrialPage key={id} id={id} />;
}
