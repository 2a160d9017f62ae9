import { Trans, useLingui } from '@lingui/react/macro';
import { type InvoiceDetail, isApiError, safeHref, useCurrentUser } from '@portal/api-client';
import { Alert } from '@portal/ui-kit/alert';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { ErrorState } from '@portal/ui-kit/error-state';
import { formatDate, formatMoney } from '@portal/ui-kit/format';
import { Card, Page } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { Skeleton, SkeletonText } from '@portal/ui-kit/skeleton';
import { Table } from '@portal/ui-kit/table';
import { useId, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useInvoice } from './api/get-invoice.ts';
import { INVOICE_STATUS } from './billing-format.ts';
import * as styles from './invoices.css.ts';
import { InvoicesUnavailable } from './invoices-unavailable.tsx';
import { useInvoiceAccess } from './use-invoice-access.ts';

const breadcrumbs = (
  <TextLink asChild>
    <Link to="/invoices">
      <Trans>Invoices</Trans>
    </Link>
  </TextLink>
);

function invoiceIdFrom(raw: string | undefined): number | null {
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}

function DetailFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.detailFact}>
      <dt className={styles.detailLabel}>{label}</dt>
      <dd className={styles.detailValue}>{children}</dd>
    </div>
  );
}

/** "Pay now" and "Download PDF": both open the billing system, in a tab of their own. */
function BillingLinks({ invoice }: { invoice: InvoiceDetail }) {
  const hintId = useId();
  const payUrl = safeHref(invoice.pay_url);
  const pdfUrl = safeHref(invoice.pdf_url);
  if (!payUrl && !pdfUrl) return null;
  return (
    <div className={styles.actions}>
      {payUrl ? (
        <Button asChild>
          <a href={payUrl} target="_blank" rel="noopener noreferrer" aria-describedby={hintId}>
            <Trans>Pay now</Trans>
          </a>
        </Button>
      ) : null}
      {pdfUrl ? (
        <Button asChild variant="secondary">
          <a href={pdfUrl} target="_blank" rel="noopener noreferrer" aria-describedby={hintId}>
            <Trans>Download PDF</Trans>
          </a>
        </Button>
      ) : null}
      <p id={hintId} className={styles.linkHint}>
        <Trans>Opens the billing system in a new tab.</Trans>
      </p>
    </div>
  );
}

function InvoiceView({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useLingui();
  const status = INVOICE_STATUS[invoice.status];
  const money = (amount: string) => formatMoney(amount, invoice.currency);
  const taxRate = invoice.tax_rate;
  const taxLabel = taxRate === null ? t`Tax` : t`Tax (${taxRate} %)`;
  const number = invoice.number;
  const dueDate = formatDate(invoice.due_date);
  const hasCredit = Number(invoice.credit) !== 0;

  return (
    <Page title={t`Invoice ${number}`} breadcrumbs={breadcrumbs} actions={<BillingLinks invoice={invoice} />}>
      {invoice.status === 'overdue' ? (
        <Alert tone="warning" title={t`This invoice was due on ${dueDate}.`}>
          <Trans>Pay it now to keep your servers running.</Trans>
        </Alert>
      ) : null}
      <div className={styles.detailGrid}>
        <Table caption={t`Lines`}>
          <Table.Head>
            <Table.Row>
              <Table.HeaderCell>
                <Trans>Description</Trans>
              </Table.HeaderCell>
              <Table.HeaderCell align="end">
                <Trans>Amount</Trans>
              </Table.HeaderCell>
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {invoice.lines.map((line) => (
              <Table.Row key={line.id}>
                <Table.Cell className={styles.lineDescription}>{line.description}</Table.Cell>
                <Table.Cell align="end" className={styles.amount}>
                  {money(line.amount)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
          <tfoot className={styles.totals}>
            <Table.Row>
              <Table.HeaderCell scope="row" className={styles.totalsLabel}>
                <Trans>Subtotal</Trans>
              </Table.HeaderCell>
              <Table.Cell align="end" className={styles.amount}>
                {money(invoice.subtotal)}
              </Table.Cell>
            </Table.Row>
            <Table.Row>
              <Table.HeaderCell scope="row" className={styles.totalsLabel}>{taxLabel}</Table.HeaderCell>
              <Table.Cell align="end" className={styles.amount}>
                {money(invoice.tax)}
              </Table.Cell>
            </Table.Row>
            {hasCredit ? (
              <Table.Row>
                <Table.HeaderCell scope="row" className={styles.totalsLabel}>
                  <Trans>Credit</Trans>
                </Table.HeaderCell>
                <Table.Cell align="end" className={styles.amount}>
                  {money(`-${invoice.credit}`)}
                </Table.Cell>
              </Table.Row>
            ) : null}
            <Table.Row className={styles.totalRow}>
              <Table.HeaderCell scope="row" className={styles.totalsLabel}>
                <Trans>Total</Trans>
              </Table.HeaderCell>
              <Table.Cell align="end" className={styles.amount}>
                {money(invoice.total)}
              </Table.Cell>
            </Table.Row>
          </tfoot>
        </Table>
        <Card title={t`Details`}>
          <dl className={styles.detailFacts}>
            <DetailFact label={t`Status`}>
              <Badge tone={status.tone}>{t(status.label)}</Badge>
            </DetailFact>
            <DetailFact label={t`Issued`}>
              <time dateTime={invoice.date}>{formatDate(invoice.date)}</time>
            </DetailFact>
            <DetailFact label={t`Due`}>
              <time dateTime={invoice.due_date}>{formatDate(invoice.due_date)}</time>
            </DetailFact>
            {invoice.paid_at ? (
              <DetailFact label={t`Paid`}>
                <time dateTime={invoice.paid_at}>{formatDate(invoice.paid_at)}</time>
              </DetailFact>
            ) : null}
            {invoice.payment_method ? <DetailFact label={t`Payment method`}>{invoice.payment_method}</DetailFact> : null}
            <DetailFact label={t`Total`}>{money(invoice.total)}</DetailFact>
          </dl>
        </Card>
      </div>
    </Page>
  );
}

function NotFound() {
  const { t } = useLingui();
  return (
    <Page title={t`Invoice not found`} breadcrumbs={breadcrumbs}>
      <EmptyState
        title={t`There is no such invoice on your account`}
        description={t`The link may be mistyped, or the invoice belongs to another account.`}
        action={
          <Button asChild variant="secondary">
            <Link to="/invoices">
              <Trans>Back to your invoices</Trans>
            </Link>
          </Button>
        }
      />
    </Page>
  );
}

function Loading() {
  const { t } = useLingui();
  return (
    <Page title={t`Invoice`} breadcrumbs={breadcrumbs}>
      <div className={styles.detailGrid} role="status" aria-label={t`Loading the invoice`}>
        <Card>
          <Skeleton width="50%" height="1.25rem" />
          <SkeletonText lines={4} />
        </Card>
        <Card>
          <SkeletonText lines={4} />
        </Card>
      </div>
    </Page>
  );
}

function InvoiceLoader({ userId, invoiceId }: { userId: number; invoiceId: number }) {
  const { t } = useLingui();
  const invoice = useInvoice(userId, invoiceId);
  if (invoice.isPending) return <Loading />;
  if (invoice.isError) {
    const { error } = invoice;
    if (isApiError(error) && error.status === 404) return <NotFound />;
    if (isApiError(error) && error.status === 403) {
      return (
        <Page title={t`Invoice`} breadcrumbs={breadcrumbs}>
          <InvoicesUnavailable reason={{ message: error.message }} />
        </Page>
      );
    }
    return (
      <Page title={t`Invoice`} breadcrumbs={breadcrumbs}>
        <ErrorState title={t`This invoice could not be loaded`} error={error} onRetry={() => void invoice.refetch()} />
      </Page>
    );
  }
  return <InvoiceView invoice={invoice.data} />;
}

/** One invoice: its lines, totals and status, and the way to pay it in the billing system. */
export default function InvoiceScreen() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const access = useInvoiceAccess();
  const invoiceId = invoiceIdFrom(useParams().invoice);

  if (!user) return null;
  if (access === 'checking') return <Loading />;
  if (access === 'no-account' || access === 'hidden') {
    return (
      <Page title={t`Invoice`} breadcrumbs={breadcrumbs}>
        <InvoicesUnavailable reason={access} />
      </Page>
    );
  }
  if (invoiceId === null) return <NotFound />;
  return <InvoiceLoader key={`${user.id}-${invoiceId}`} userId={user.id} invoiceId={invoiceId} />;
}
