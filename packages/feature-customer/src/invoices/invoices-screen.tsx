import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { isApiError, useCurrentUser, type Invoice, type InvoiceStatus } from '@portal/api-client';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { ErrorState } from '@portal/ui-kit/error-state';
import { SelectField } from '@portal/ui-kit/field';
import { formatDate, formatMoney } from '@portal/ui-kit/format';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { Page, Stack } from '@portal/ui-kit/layout';
import { ListCard, ListCardLink, ListCardList, ListCardSkeleton, ListCardTitle } from '@portal/ui-kit/list-card';
import { useListState } from '@portal/ui-kit/list-state';
import { Pager } from '@portal/ui-kit/pager';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useInvoices } from './api/get-invoices.ts';
import { INVOICE_STATUS, INVOICE_STATUSES, isInvoiceStatus } from './billing-format.ts';
import * as styles from './invoices.css.ts';
import { InvoicesUnavailable } from './invoices-unavailable.tsx';
import { useInvoiceAccess } from './use-invoice-access.ts';

/** Invoices per page. */
const PAGE_SIZE = 10;

const STATUS_OPTIONS = [
  { value: '', label: msg`All invoices` },
  ...INVOICE_STATUSES.map((status) => ({ value: status, label: INVOICE_STATUS[status].label })),
];

/** The title of the list filtered by a status that has no invoices. */
const NO_INVOICES_WITH_STATUS: Record<InvoiceStatus, MessageDescriptor> = {
  paid: msg`No paid invoices`,
  unpaid: msg`No unpaid invoices`,
  overdue: msg`No overdue invoices`,
  cancelled: msg`No cancelled invoices`,
  refunded: msg`No refunded invoices`,
};

/** The list's page and status filter, kept in the address (`?status=unpaid&page=2`). */
const LIST_STATE = { filters: { status: { default: '', values: ['', ...INVOICE_STATUSES] } } } as const;

function Fact({ label, value, total = false }: { label: string; value: ReactNode; total?: boolean }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={total ? styles.totalValue : styles.factValue}>{value}</dd>
    </div>
  );
}

function InvoiceItem({ invoice }: { invoice: Invoice }) {
  const { t } = useLingui();
  const status = INVOICE_STATUS[invoice.status];
  const number = invoice.number;
  return (
    <ListCard>
      <div className={styles.itemHead}>
        <ListCardTitle>
          <ListCardLink asChild>
            <Link to={`/invoices/${invoice.id}`}>
              <Trans>Invoice {number}</Trans>
            </Link>
          </ListCardLink>
        </ListCardTitle>
        <Badge tone={status.tone}>{t(status.label)}</Badge>
      </div>
      <dl className={styles.facts}>
        <Fact label={t`Issued`} value={<time dateTime={invoice.date}>{formatDate(invoice.date)}</time>} />
        <Fact label={t`Due`} value={<time dateTime={invoice.due_date}>{formatDate(invoice.due_date)}</time>} />
        <Fact label={t`Total`} value={formatMoney(invoice.total, invoice.currency)} total />
      </dl>
    </ListCard>
  );
}

function LoadingInvoices() {
  const { t } = useLingui();
  return (
    <ListCardList aria-label={t`Loading your invoices`} aria-busy="true">
      {[0, 1, 2, 3].map((item) => (
        <ListCardSkeleton key={item} lines={['40%', '75%']} />
      ))}
    </ListCardList>
  );
}

function InvoiceList({ userId }: { userId: number }) {
  const { t } = useLingui();
  const list = useListState(useSearchParams(), LIST_STATE);
  const status: InvoiceStatus | null = isInvoiceStatus(list.filters.status) ? list.filters.status : null;
  const invoices = useInvoices(userId, { page: list.page, perPage: PAGE_SIZE, status });

  const filter = (
    <div className={styles.toolbar}>
      <SelectField
        label={t`Status`}
        className={styles.filter}
        options={STATUS_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
        value={status ?? ''}
        onChange={(event) => list.setFilter('status', isInvoiceStatus(event.target.value) ? event.target.value : '')}
      />
      {invoices.data && invoices.data.meta.total > 0 ? (
        <p className={styles.summary} aria-live="polite">
          <Plural value={invoices.data.meta.total} one="# invoice" other="# invoices" />
        </p>
      ) : null}
    </div>
  );

  if (invoices.isPending) {
    return (
      <Stack gap="lg">
        {filter}
        <LoadingInvoices />
      </Stack>
    );
  }
  if (invoices.isError) {
    if (isApiError(invoices.error) && invoices.error.status === 403) return <InvoicesUnavailable reason={{ message: invoices.error.message }} />;
    return (
      <ErrorState title={t`Your invoices could not be loaded`} error={invoices.error} onRetry={() => void invoices.refetch()} />
    );
  }

  const { data, meta } = invoices.data;
  let content;
  if (data.length === 0 && meta.total === 0 && status === null) {
    content = (
      <EmptyState
        title={t`No invoices yet`}
        description={t`When the billing system issues an invoice for your servers or orders, it shows up here.`}
        action={
          <Button asChild variant="secondary">
            <Link to="/shop">
              <Trans>Visit the shop</Trans>
            </Link>
          </Button>
        }
      />
    );
  } else if (data.length === 0 && meta.total === 0 && status) {
    content = (
      <EmptyState
        title={t(NO_INVOICES_WITH_STATUS[status])}
        action={
          <Button variant="secondary" onClick={() => list.setFilter('status', '')}>
            <Trans>Show all invoices</Trans>
          </Button>
        }
      />
    );
  } else if (data.length === 0) {
    const lastPage = meta.last_page;
    // An old link to a page that no longer exists.
    content = (
      <EmptyState
        title={t`There are no invoices on this page.`}
        action={
          <Button variant="secondary" onClick={() => list.setPage(meta.last_page)}>
            <Trans>Go to page {lastPage}</Trans>
          </Button>
        }
      />
    );
  } else {
    const busy = invoices.isPlaceholderData;
    content = (
      <>
        <ListCardList aria-label={t`Invoices`} aria-busy={busy || undefined}>
          {data.map((invoice) => (
            <InvoiceItem key={invoice.id} invoice={invoice} />
          ))}
        </ListCardList>
        <Pager label={t`Invoice pages`} {...list.pagerProps(meta.last_page, { busy })} page={meta.current_page} />
      </>
    );
  }

  return (
    <Stack gap="lg">
      {filter}
      {content}
    </Stack>
  );
}

/** The signed-in customer's invoices from the billing system, a page at a time. */
export default function InvoicesScreen() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const access = useInvoiceAccess();

  let content;
  if (!user) content = null;
  else if (access === 'checking') content = <LoadingInvoices />;
  else if (access === 'no-account' || access === 'hidden') content = <InvoicesUnavailable reason={access} />;
  else content = <InvoiceList key={user.id} userId={user.id} />;

  return (
    <Page title={t`Invoices`} description={t`Your invoices from the billing system.`}>
      {content}
    </Page>
  );
}
