import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@portal/ui-kit/format';
import { Stack } from '@portal/ui-kit/layout';
import { ListCard, ListCardList, ListCardTitle } from '@portal/ui-kit/list-card';
import { ListSearch, useListState } from '@portal/ui-kit/list-state';
import { Pager } from '@portal/ui-kit/pager';
import { SectionError } from '@portal/ui-kit/section';
import { useSearchParams } from 'react-router';
import { useCustomers } from '../api/get-customers.ts';
import * as shared from '../shared/shared.css.ts';
import { ListEmpty, ListLoading } from '../shared/list-states.tsx';
import * as styles from './overview.css.ts';

const PAGE_SIZE = 10;

/** Its own parameters, so that it pages and searches apart from the servers above it. */
const LIST_STATE = { search: { param: 'customer' }, pageParam: 'customers_page' } as const;

/** The reseller's customers, searched and paged on the server. */
export function CustomersList() {
  const { t } = useLingui();
  const list = useListState(useSearchParams(), LIST_STATE);
  const customers = useCustomers({ page: list.page, perPage: PAGE_SIZE, search: list.search });

  let content;
  if (customers.isPending) {
    content = <ListLoading label={t`Loading the customers`} />;
  } else if (customers.isError) {
    content = <SectionError headingLevel={3} title={t`The customers could not be loaded`} error={customers.error} onRetry={() => void customers.refetch()} />;
  } else if (customers.data.data.length === 0) {
    content = (
      <ListEmpty
        filtered={list.isFiltered ? { title: t`No customers match`, description: t`No customer matches this search.`, showAll: t`Show every customer`, onShowAll: list.reset } : null}
        title={t`No customers yet`}
        description={t`When someone becomes your customer, they show here.`}
      />
    );
  } else {
    const { data, meta } = customers.data;
    const total = meta.total;
    content = (
      <Stack gap="md">
        <p className={styles.count} aria-live="polite">
          <Plural value={total} one="# customer" other="# customers" />
        </p>
        <ListCardList aria-label={t`Customers`} aria-busy={customers.isPlaceholderData || undefined}>
          {data.map((customer) => {
            const since = formatDate(customer.created_at);
            const count = customer.servers_count;
            return (
              <ListCard key={customer.id}>
                <div>
                  <ListCardTitle level={3}>{customer.name}</ListCardTitle>
                  <span className={shared.secondary}>{customer.email}</span>
                </div>
                <span className={shared.secondary}>
                  <Plural value={count} one="# server" other="# servers" />
                  <br />
                  <Trans>
                    Since <time dateTime={customer.created_at}>{since}</time>
                  </Trans>
                </span>
              </ListCard>
            );
          })}
        </ListCardList>
        <Pager label={t`Customer pages`} {...list.pagerProps(meta.last_page, { busy: customers.isPlaceholderData })} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <div className={styles.customerToolbar}>
        <ListSearch list={list} label={t`Search customers`} />
      </div>
      {content}
    </Stack>
  );
}
