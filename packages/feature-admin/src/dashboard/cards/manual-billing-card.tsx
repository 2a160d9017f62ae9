import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { AdminDashboard } from '@portal/api-client';
import { Badge } from '@portal/ui-kit/badge';
import { formatDate, formatMoney } from '@portal/ui-kit/format';
import { ListCard, ListCardLink, ListCardList, ListCardTitle } from '@portal/ui-kit/list-card';
import { Link } from 'react-router';
import * as styles from '../admin-dashboard.css.ts';
import { DashboardCard } from './dashboard-card.tsx';

type ManualCustomer = NonNullable<AdminDashboard['manual_billing']>[number];

function Owed({ customer }: { customer: ManualCustomer }) {
  const { t } = useLingui();
  const balance = Number(customer.balance);
  const amount = formatMoney(Math.abs(balance), customer.currency);
  if (balance > 0) return <span className={styles.amount}>{t`Owes ${amount}`}</span>;
  if (balance < 0) return <span className={styles.amount}>{t`${amount} in credit`}</span>;
  return <span>{t`Nothing owed`}</span>;
}

function CustomerItem({ customer }: { customer: ManualCustomer }) {
  const { t } = useLingui();
  const overdue = Number(customer.overdue) > 0 ? formatMoney(customer.overdue, customer.currency) : null;
  const nextDue = customer.next_due_date ? formatDate(customer.next_due_date) : null;
  const invoices = customer.open_invoices;
  return (
    <ListCard highlighted={overdue !== null}>
      <div className={styles.item}>
        <ListCardTitle level={3}>
          <ListCardLink asChild>
            <Link to={`/admin/dashboard/manual-billing/customer/${customer.user.id}`}>{customer.user.name}</Link>
          </ListCardLink>
        </ListCardTitle>
        <p className={styles.itemMeta}>
          <span>{customer.user.email}</span>
          {invoices > 0 ? <span>{plural(invoices, { one: '# open invoice', other: '# open invoices' })}</span> : null}
          {nextDue ? <span>{t`Next due ${nextDue}`}</span> : null}
        </p>
      </div>
      <div className={styles.badges}>
        <Owed customer={customer} />
        {overdue ? <Badge tone="danger">{t`${overdue} overdue`}</Badge> : null}
      </div>
    </ListCard>
  );
}

/** Customers who pay by hand rather than through the billing system, and what each owes. */
export function ManualBillingCard({ items, onRetry }: { items: AdminDashboard['manual_billing']; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <DashboardCard
      title={t`Manual billing`}
      description={t`Customers billed by hand, and what they owe.`}
      items={items}
      failed={t`The customers on manual billing could not be loaded`}
      crashed={t`The customers on manual billing could not be shown`}
      empty={{ title: t`No one is billed by hand`, description: t`Every customer pays through the billing system.` }}
      onRetry={onRetry}
    >
      {(customers) => (
        <ListCardList aria-label={t`Customers on manual billing`}>
          {customers.map((customer) => (
            <CustomerItem key={customer.user.id} customer={customer} />
          ))}
        </ListCardList>
      )}
    </DashboardCard>
  );
}
