import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { SERVER_TYPE_LABELS } from '@portal/api-client';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { SelectField, type SelectOption } from '@portal/ui-kit/field';
import { formatMoney, formatNumber } from '@portal/ui-kit/format';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { Card } from '@portal/ui-kit/layout';
import { ListCard, ListCardLink, ListCardList, ListCardSkeleton, ListCardTitle } from '@portal/ui-kit/list-card';
import { ListSearch, useListState } from '@portal/ui-kit/list-state';
import { Pager } from '@portal/ui-kit/pager';
import { SectionError } from '@portal/ui-kit/section';
import { Link, useSearchParams } from 'react-router';
import { useProductTypes } from '../api/get-product-types.ts';
import { useProducts } from '../api/get-products.ts';
import type { ProductListParams } from '../api/keys.ts';
import type { ResellerProduct } from '../api/types.ts';
import { useArrivalOutcome } from '../shared/arrival.tsx';
import { DEFAULT_CURRENCY, PER_CYCLE, PRODUCTS_BASE } from '../shared/labels.ts';
import * as styles from '../shared/products.css.ts';

/** Products per page. */
const PAGE_SIZE = 10;

const SORTS = ['name', 'name-desc', 'price', 'price-desc', 'newest', 'oldest', 'servers'] as const;
type Sort = (typeof SORTS)[number];

const SORT_ORDER: Record<Sort, { column: ProductListParams['sortColumn']; direction: ProductListParams['sortDirection']; label: MessageDescriptor }> = {
  name: { column: 'name', direction: 'asc', label: msg`Name, A to Z` },
  'name-desc': { column: 'name', direction: 'desc', label: msg`Name, Z to A` },
  price: { column: 'price', direction: 'asc', label: msg`Price, lowest first` },
  'price-desc': { column: 'price', direction: 'desc', label: msg`Price, highest first` },
  newest: { column: 'created_at', direction: 'desc', label: msg`Newest first` },
  oldest: { column: 'created_at', direction: 'asc', label: msg`Oldest first` },
  servers: { column: 'servers_count', direction: 'desc', label: msg`Most servers first` },
};

/** Search, type, node, order and page in the address, so a view of the list can be bookmarked. */
const LIST_STATE = {
  search: { param: 'search' },
  filters: { type: { default: '', values: ['', 'plex', 'emby', 'jellyfin'] }, node: { default: '' } },
  sort: { default: 'name', values: SORTS },
} as const;

function ProductItem({ product, isNew }: { product: ResellerProduct; isNew: boolean }) {
  const { t } = useLingui();
  const { streams, storage_gb: storage, transcodes } = product.limits;
  const price = formatMoney(product.price, product.currency ?? DEFAULT_CURRENCY);
  const cycle = t(PER_CYCLE[product.billing_cycle]);
  const type = SERVER_TYPE_LABELS[product.type];
  const node = product.node_name ?? t`Node #${product.node_id}`;
  const storageText = formatNumber(storage);
  return (
    <ListCard highlighted={isNew}>
      <div className={styles.itemMain}>
        <ListCardTitle level={3}>
          <ListCardLink asChild>
            <Link to={`${PRODUCTS_BASE}/${product.id}`}>{product.name}</Link>
          </ListCardLink>
        </ListCardTitle>
        <ul className={styles.facts} aria-label={t`Details of ${product.name}`}>
          <li>
            <span className={styles.price}>
              <Trans>
                {price} {cycle}
              </Trans>
            </span>
          </li>
          <li>
            <Trans>{type} on {node}</Trans>
          </li>
          <li>
            <Plural value={streams} one="# stream" other="# streams" />
            {', '}
            <Trans>{storageText} GB</Trans>
            {transcodes === null || transcodes === undefined ? null : (
              <>
                {', '}
                <Plural value={transcodes} one="# transcode" other="# transcodes" />
              </>
            )}
          </li>
          {product.servers_count === undefined ? null : (
            <li>
              <Plural value={product.servers_count} _0="No servers" one="# server" other="# servers" />
            </li>
          )}
        </ul>
      </div>
      <div className={styles.badges}>
        {isNew ? (
          <Badge tone="info">
            <Trans>New</Trans>
          </Badge>
        ) : null}
        {product.active ? (
          <Badge tone="success">
            <Trans>Active</Trans>
          </Badge>
        ) : (
          <Badge tone="neutral">
            <Trans>Inactive</Trans>
          </Badge>
        )}
      </div>
    </ListCard>
  );
}

function CreateButton({ variant }: { variant?: 'secondary' }) {
  return (
    <Button asChild variant={variant}>
      <Link to={`${PRODUCTS_BASE}/create`}>
        <Trans>Create a product</Trans>
      </Link>
    </Button>
  );
}

/** `/app/reseller-panel/products`: the reseller's own products with their type, node, price, limits and servers. */
export default function ProductsScreen() {
  const { t } = useLingui();
  const list = useListState(useSearchParams(), LIST_STATE);
  const order = SORT_ORDER[list.sort];
  const nodeId = /^\d+$/.test(list.filters.node) ? Number(list.filters.node) : null;
  const products = useProducts({
    page: list.page,
    perPage: PAGE_SIZE,
    search: list.search,
    type: list.filters.type || null,
    node: nodeId,
    sortColumn: order.column,
    sortDirection: order.direction,
  });
  const types = useProductTypes();
  const arrival = useArrivalOutcome();

  const typeOptions: SelectOption[] = [
    { value: '', label: t`All types` },
    ...(['plex', 'emby', 'jellyfin'] as const).map((type) => ({ value: type, label: SERVER_TYPE_LABELS[type] })),
  ];
  const nodeOptions: SelectOption[] = [{ value: '', label: t`All nodes` }, ...(types.data?.nodes ?? []).map((node) => ({ value: String(node.id), label: node.name }))];
  // A node from a bookmark that the choices do not hold (yet) still shows as chosen.
  if (list.filters.node && !nodeOptions.some((option) => option.value === list.filters.node)) {
    const node = list.filters.node;
    nodeOptions.push({ value: node, label: t`Node #${node}` });
  }
  const sortOptions: SelectOption[] = SORTS.map((sort) => ({ value: sort, label: t(SORT_ORDER[sort].label) }));

  let content;
  if (products.isPending) {
    content = (
      <ListCardList aria-label={t`Loading your products`} aria-busy="true">
        {[0, 1, 2].map((item) => (
          <ListCardSkeleton key={item} lines={['45%', '80%']} />
        ))}
      </ListCardList>
    );
  } else if (products.isError) {
    content = <SectionError headingLevel={3} title={t`Your products could not be loaded`} error={products.error} onRetry={() => void products.refetch()} />;
  } else if (products.data.data.length === 0) {
    content = list.isFiltered ? (
      <EmptyState
        headingLevel={3}
        title={t`No products match`}
        description={t`Try another search, type or node.`}
        action={
          <Button variant="secondary" onClick={() => list.reset()}>
            <Trans>Show all products</Trans>
          </Button>
        }
      />
    ) : (
      <EmptyState headingLevel={3} title={t`No products yet`} description={t`Create a product for your customers to order: a media server on one of your nodes, at your price.`} action={<CreateButton variant="secondary" />} />
    );
  } else {
    const { data, meta } = products.data;
    content = (
      <>
        <p className={styles.muted} aria-live="polite">
          <Plural value={meta.total} one="# product" other="# products" />
        </p>
        <ListCardList aria-label={t`Products`} aria-busy={products.isPlaceholderData || undefined}>
          {data.map((product) => (
            <ProductItem key={product.id} product={product} isNew={product.id === arrival.createdId} />
          ))}
        </ListCardList>
        <Pager label={t`Product pages`} {...list.pagerProps(meta.last_page, { busy: products.isPlaceholderData })} />
      </>
    );
  }

  return (
    <Card title={t`Products`} description={t`What your customers can order: each product is a media server on one of your nodes.`} actions={<CreateButton />}>
      <div className={styles.stack}>
        <div className={styles.toolbar}>
          <ListSearch list={list} label={t`Search products`} />
          <SelectField label={t`Type`} value={list.filters.type} options={typeOptions} onChange={(event) => list.setFilter('type', event.target.value as '' | 'plex' | 'emby' | 'jellyfin')} />
          <SelectField label={t`Node`} value={list.filters.node} options={nodeOptions} onChange={(event) => list.setFilter('node', event.target.value)} />
          <SelectField label={t`Sort by`} value={list.sort} options={sortOptions} onChange={(event) => list.setSort(event.target.value as Sort)} />
        </div>
        {content}
      </div>
      {arrival.dialog}
    </Card>
  );
}
