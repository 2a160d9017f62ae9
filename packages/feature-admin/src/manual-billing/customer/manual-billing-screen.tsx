import { Trans, useLingui } from '@lingui/react/macro';
import { SERVER_TYPE_LABELS } from '@portal/api-client';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { SectionBoundary } from '@portal/ui-kit/error-boundary';
import { ErrorState } from '@portal/ui-kit/error-state';
import { formatDate, formatDateTime, formatMoney } from '@portal/ui-kit/format';
import { Card, Page, Stack } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { ListCard, ListCardList, ListCardTitle } from '@portal/ui-kit/list-card';
import { OutcomeProvider } from '@portal/ui-kit/outcome';
import { SectionLoading } from '@portal/ui-kit/section';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useCustomerBilling } from '../api/get-customer-billing.ts';
import type { ManualBillingAccount, ManualBillingAdjustment, ManualBillingPayment } from '../api/types.ts';
import { ADJUSTMENT_KINDS, PAYMENT_METHODS, SERVICE_STATUS } from '../labels.ts';
import { pricePerCycle } from '../price.ts';
import * as styles from '../manual-billing.css.ts';
import { RecordChangeDialog } from './record-change-dialog.tsx';
import { RecordPaymentDialog } from './record-payment-dialog.tsx';

function Crumbs({ current }: { current?: string }) {
  return (
    <>
      <TextLink asChild>
        <Link to="/admin/dashboard">
          <Trans>Admin dashboard</Trans>
        </Link>
      </TextLink>
      {current ? (
        <>
          {' / '}
          <span aria-current="page">{current}</span>
        </>
      ) : null}
    </>
  );
}

/** What the customer owes, in words: "Owes €30.50", "€14.50 in credit" or "Nothing owed". */
function Balance({ account }: { account: ManualBillingAccount }) {
  const { t } = useLingui();
  const balance = Number(account.balance);
  const amount = formatMoney(Math.abs(balance), account.currency);
  if (balance > 0) return <>{t`Owes ${amount}`}</>;
  if (balance < 0) return <>{t`${amount} in credit`}</>;
  return <>{t`Nothing owed`}</>;
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue}>{children}</dd>
    </div>
  );
}

function Owed({ account }: { account: ManualBillingAccount }) {
  const { t } = useLingui();
  const customer = account.customer;
  return (
    <Card title={t`What they owe`} description={t`Open invoices and debits, less credits and payments not yet applied.`}>
      <Stack gap="lg">
        <dl className={styles.figures} aria-label={t`What they owe`}>
          <Figure label={t`Balance`}>
            <Balance account={account} />
          </Figure>
          <Figure label={t`Overdue`}>{formatMoney(account.overdue, account.currency)}</Figure>
          <Figure label={t`Next due`}>{account.next_due_date ? formatDate(account.next_due_date) : t`Nothing due`}</Figure>
          {account.preferred_method ? <Figure label={t`Usually pays by`}>{t(PAYMENT_METHODS[account.preferred_method])}</Figure> : null}
        </dl>
        {account.notes ? <p className={styles.notes}>{account.notes}</p> : null}
        <p className={styles.links}>
          <TextLink asChild>
            <Link to={`/admin/users/${customer.id}`}>
              <Trans>User account</Trans>
            </Link>
          </TextLink>
          <TextLink asChild>
            <Link to={`/admin/services?user=${customer.id}`}>
              <Trans>Their services on the nodes</Trans>
            </Link>
          </TextLink>
        </p>
      </Stack>
    </Card>
  );
}

function OpenInvoices({ account }: { account: ManualBillingAccount }) {
  const { t } = useLingui();
  const invoices = account.open_invoices;
  return (
    <Card title={t`Open invoices`} description={t`Oldest due first.`}>
      {invoices.length === 0 ? (
        <EmptyState headingLevel={3} title={t`No open invoices`} description={t`Everything invoiced has been paid.`} />
      ) : (
        <ListCardList aria-label={t`Open invoices`}>
          {invoices.map((invoice) => {
            const due = formatMoney(invoice.amount_due, invoice.currency);
            const total = formatMoney(invoice.total, invoice.currency);
            const issued = formatDate(invoice.date);
            const dueOn = formatDate(invoice.due_date);
            return (
              <ListCard key={invoice.id} highlighted={invoice.status === 'overdue'}>
                <div className={styles.item}>
                  <ListCardTitle level={3}>{invoice.number}</ListCardTitle>
                  {invoice.description ? <p className={styles.detail}>{invoice.description}</p> : null}
                  <p className={styles.meta}>
                    <span>{t`Issued ${issued}`}</span>
                    <span>{t`Due ${dueOn}`}</span>
                    {invoice.amount_due !== invoice.total ? <span>{t`Total ${total}`}</span> : null}
                  </p>
                </div>
                <div className={styles.side}>
                  <span className={styles.amount}>{t`${due} to pay`}</span>
                  {invoice.status === 'overdue' ? (
                    <Badge tone="danger">
                      <Trans>Overdue</Trans>
                    </Badge>
                  ) : (
                    <Badge tone="warning">
                      <Trans>Unpaid</Trans>
                    </Badge>
                  )}
                </div>
              </ListCard>
            );
          })}
        </ListCardList>
      )}
    </Card>
  );
}

function Services({ account }: { account: ManualBillingAccount }) {
  const { t } = useLingui();
  return (
    <Card title={t`Services`} description={t`What they have, and what each costs them.`}>
      {account.services.length === 0 ? (
        <EmptyState headingLevel={3} title={t`No services`} description={t`Services billed by hand show up here.`} />
      ) : (
        <ListCardList aria-label={t`Services`}>
          {account.services.map((service) => {
            const status = SERVICE_STATUS[service.status];
            const nextDue = service.next_due_date ? formatDate(service.next_due_date) : null;
            return (
              <ListCard key={service.id}>
                <div className={styles.item}>
                  <ListCardTitle level={3}>{service.name}</ListCardTitle>
                  <p className={styles.meta}>
                    {service.product ? <span>{service.product.name}</span> : service.server ? <span>{SERVER_TYPE_LABELS[service.server.type]}</span> : null}
                    {nextDue ? <span>{t`Renews ${nextDue}`}</span> : null}
                  </p>
                </div>
                <div className={styles.side}>
                  <span className={styles.amount}>{pricePerCycle(service.price, account.currency, service.billing_cycle)}</span>
                  <Badge tone={status.tone}>{t(status.label)}</Badge>
                </div>
              </ListCard>
            );
          })}
        </ListCardList>
      )}
    </Card>
  );
}

function PaymentItem({ payment }: { payment: ManualBillingPayment }) {
  const { t } = useLingui();
  const amount = formatMoney(payment.amount, payment.currency);
  const paidOn = formatDate(payment.date);
  const method = t(PAYMENT_METHODS[payment.method]);
  const credit = Number(payment.unapplied) > 0 ? formatMoney(payment.unapplied, payment.currency) : null;
  const recorder = payment.recorded_by?.name;
  const reference = payment.reference;
  return (
    <ListCard>
      <div className={styles.item}>
        <ListCardTitle level={3}>{t`${amount} on ${paidOn}`}</ListCardTitle>
        <p className={styles.meta}>
          <span>{method}</span>
          {reference ? <span>{t`Reference ${reference}`}</span> : null}
          {recorder ? <span>{t`Recorded by ${recorder}`}</span> : null}
        </p>
        {payment.applied.length > 0 ? (
          <ul className={styles.applied} aria-label={t`Invoices it paid`}>
            {payment.applied.map((application) => {
              const number = application.number;
              const part = formatMoney(application.amount, payment.currency);
              return <li key={application.invoice_id}>{t`${part} to ${number}`}</li>;
            })}
          </ul>
        ) : null}
        {credit ? <p className={styles.detail}>{t`${credit} kept as credit`}</p> : null}
        {payment.note ? <p className={styles.detail}>{payment.note}</p> : null}
      </div>
    </ListCard>
  );
}

function Payments({ account }: { account: ManualBillingAccount }) {
  const { t } = useLingui();
  return (
    <Card title={t`Payment history`} description={t`Newest first.`}>
      {account.payments.length === 0 ? (
        <EmptyState headingLevel={3} title={t`No payments yet`} description={t`Payments you record show up here.`} />
      ) : (
        <ListCardList aria-label={t`Payment history`}>
          {account.payments.map((payment) => (
            <PaymentItem key={payment.id} payment={payment} />
          ))}
        </ListCardList>
      )}
    </Card>
  );
}

function ChangeItem({ change, currency }: { change: ManualBillingAdjustment; currency: string }) {
  const { t } = useLingui();
  const money = (value: string | null) => (value === null ? '' : formatMoney(value, currency));
  const kind = t(ADJUSTMENT_KINDS[change.kind]);
  const service = change.service?.name;
  const when = formatDateTime(change.created_at);
  const recorder = change.recorded_by?.name;
  let what: string | null = null;
  if (change.kind === 'credit' || change.kind === 'debit') {
    const amount = money(change.amount);
    what = change.kind === 'credit' ? t`${amount} off what they owe` : t`${amount} added to what they owe`;
  } else if (change.product_before && change.product_after) {
    const before = change.product_before.name;
    const after = change.product_after.name;
    const price = money(change.price_after);
    what = t`From ${before} to ${after}, now ${price}`;
  } else if (change.price_before !== null && change.price_after !== null) {
    const before = money(change.price_before);
    const after = money(change.price_after);
    what = t`From ${before} to ${after}`;
  }
  return (
    <ListCard>
      <div className={styles.item}>
        <ListCardTitle level={3}>{service ? t`${kind}: ${service}` : kind}</ListCardTitle>
        {what ? <p className={styles.detail}>{what}</p> : null}
        <p className={styles.detail}>{change.reason}</p>
        <p className={styles.meta}>
          <span>{when}</span>
          {recorder ? <span>{t`Recorded by ${recorder}`}</span> : null}
        </p>
      </div>
    </ListCard>
  );
}

function Changes({ account }: { account: ManualBillingAccount }) {
  const { t } = useLingui();
  return (
    <Card title={t`Changes`} description={t`Credits, debits and changes of price or product, with their reasons.`}>
      {account.adjustments.length === 0 ? (
        <EmptyState headingLevel={3} title={t`No changes recorded`} description={t`Changes you record show up here with their reasons.`} />
      ) : (
        <ListCardList aria-label={t`Changes`}>
          {account.adjustments.map((change) => (
            <ChangeItem key={change.id} change={change} currency={account.currency} />
          ))}
        </ListCardList>
      )}
    </Card>
  );
}

function Account({ account }: { account: ManualBillingAccount }) {
  const { t } = useLingui();
  return (
    <Stack gap="lg">
      <SectionBoundary title={t`What they owe could not be shown`} headingLevel={2}>
        <Owed account={account} />
      </SectionBoundary>
      <div className={styles.cards}>
        <SectionBoundary title={t`The open invoices could not be shown`} headingLevel={2}>
          <OpenInvoices account={account} />
        </SectionBoundary>
        <SectionBoundary title={t`The services could not be shown`} headingLevel={2}>
          <Services account={account} />
        </SectionBoundary>
        <SectionBoundary title={t`The payment history could not be shown`} headingLevel={2}>
          <Payments account={account} />
        </SectionBoundary>
        <SectionBoundary title={t`The changes could not be shown`} headingLevel={2}>
          <Changes account={account} />
        </SectionBoundary>
      </div>
    </Stack>
  );
}

/**
 * `/app/admin/dashboard/manual-billing/customer/{user}`: a customer who pays by hand rather than
 * through the billing system — what they have and owe, what they paid, and the changes made, with
 * dialogs to record a payment or a change.
 */
export default function ManualBillingScreen() {
  const { t } = useLingui();
  const params = useParams();
  const userId = Number(params.user);
  const billing = useCustomerBilling(userId);
  const [dialog, setDialog] = useState<'payment' | 'change' | null>(null);

  if (billing.isPending) {
    return (
      <Page title={t`Manual billing`} breadcrumbs={<Crumbs />}>
        <SectionLoading label={t`Loading the customer’s billing`} />
      </Page>
    );
  }
  if (billing.isError) {
    return (
      <Page title={t`Manual billing`} breadcrumbs={<Crumbs />}>
        <ErrorState title={t`The customer’s billing could not be loaded`} error={billing.error} onRetry={() => void billing.refetch()} />
      </Page>
    );
  }

  const account = billing.data;
  const customer = account.customer;
  const email = customer.email;
  return (
    <OutcomeProvider>
      <Page
        title={customer.name}
        description={t`Billed by hand, not through the billing system · ${email}`}
        breadcrumbs={<Crumbs current={customer.name} />}
        actions={
          <>
            <Button onClick={() => setDialog('payment')}>
              <Trans>Record a payment</Trans>
            </Button>
            <Button variant="secondary" onClick={() => setDialog('change')}>
              <Trans>Record a change</Trans>
            </Button>
          </>
        }
      >
        <Account account={account} />
      </Page>
      <RecordPaymentDialog account={account} open={dialog === 'payment'} onOpenChange={(open) => setDialog(open ? 'payment' : null)} />
      <RecordChangeDialog account={account} open={dialog === 'change'} onOpenChange={(open) => setDialog(open ? 'change' : null)} />
    </OutcomeProvider>
  );
}
