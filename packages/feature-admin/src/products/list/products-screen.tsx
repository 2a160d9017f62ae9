import { Trans, useLingui } from '@lingui/react/macro';
import { SERVER_TYPE_LABELS } from '@portal/api-client';
import { Button } from '@portal/ui-kit/button';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { SelectField, type SelectOption } from '@portal/ui-kit/field';
import { formatNumber } from '@portal/ui-kit/format';
import { Page, Stack } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { useListState } from '@portal/ui-kit/list-state';
import { useOutcome } from '@portal/ui-kit/outcome';
import { SectionError, SectionLoading } from '@portal/ui-kit/section';
import { Table } from '@portal/ui-kit/table';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useProductCategories } from '../api/get-product-categories.ts';
import { useProducts } from '../api/get-products.ts';
import type { AdminProduct } from '../api/types.ts';
import { ProductStateBadges, usePriceText } from '../shared/product-labels.tsx';
import * as styles from './products.css.ts';

/** Where a deleted product's page sends the admin, with the server's confirmation. */
export interface DeletedState {
  deleted?: string;
}

const LIST_STATE = { filters: { category: { default: '' } } } as const;

function ProductRow({ product }: { product: AdminProduct }) {
  const priceText = usePriceText();
  const count = product.services_count;
  return (
    <Table.Row>
      <Table.Cell>
        <TextLink asChild>
          <Link to={`/admin/products/${product.id}`} className={styles.name}>
            {product.name}
          </Link>
        </TextLink>
      </Table.Cell>
      <Table.Cell>
        {product.server_type ? (
          SERVER_TYPE_LABELS[product.server_type]
        ) : (
          <span className={styles.muted}>
            <Trans>None</Trans>
          </span>
        )}
      </Table.Cell>
      <Table.Cell className={styles.nowrap}>{priceText(product)}</Table.Cell>
      <Table.Cell>{product.category?.name ?? <span className={styles.muted}><Trans>None</Trans></span>}</Table.Cell>
      <Table.Cell>{product.type?.name ?? <span className={styles.muted}><Trans>None</Trans></span>}</Table.Cell>
      <Table.Cell>
        <span className={styles.badges}>
          <ProductStateBadges product={product} />
        </span>
      </Table.Cell>
      <Table.Cell align="end">{count === undefined ? null : formatNumber(count)}</Table.Cell>
    </Table.Row>
  );
}

function ProductTable({ products, busy }: { products: AdminProduct[]; busy: boolean }) {
  const { t } = useLingui();
  return (
    <Table caption={t`Products`} captionHidden aria-busy={busy || undefined}>
      <Table.Head>
        <Table.Row>
          <Table.HeaderCell>
            <Trans>Product</Trans>
          </Table.HeaderCell>
          <Table.HeaderCell>
            <Trans>Server type</Trans>
          </Table.HeaderCell>
          <Table.HeaderCell>
            <Trans>Price</Trans>
          </Table.HeaderCell>
          <Table.HeaderCell>
            <Trans>Category</Trans>
          </Table.HeaderCell>
          <Table.HeaderCell>
            <Trans>Type</Trans>
          </Table.HeaderCell>
          <Table.HeaderCell>
            <Trans>State</Trans>
          </Table.HeaderCell>
          <Table.HeaderCell align="end">
            <Trans>Services</Trans>
          </Table.HeaderCell>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {products.map((product) => (
          <ProductRow key={product.id} product={product} />
        ))}
      </Table.Body>
    </Table>
  );
}

/** A deleted product's page arrives here with the server's message: shown once, not after a reload. */
function useDeletedOutcome() {
  const { t } = useLingui();
  const outcome = useOutcome();
  const location = useLocation();
  const navigate = useNavigate();
  const deleted = (location.state as DeletedState | null)?.deleted;
  const shown = useRef(false);
  useEffect(() => {
    if (!deleted || shown.current) return;
    shown.current = true;
    outcome.poof(deleted, t`The product has been deleted`);
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [deleted, outcome, navigate, location.pathname, location.search, t]);
  return outcome.dialog;
}

/** `/app/admin/products`: every product, with its price, place in the catalog, state and services. */
export default function ProductsScreen() {
  const { t } = useLingui();
  const list = useListState(useSearchParams(), LIST_STATE);
  const category = list.filters.category || null;
  const products = useProducts(category);
  const categories = useProductCategories();
  const outcomeDialog = useDeletedOutcome();

  const categoryOptions: SelectOption[] = [{ value: '', label: t`All categories` }, ...(categories.data ?? []).map((entry) => ({ value: entry.key, label: entry.name }))];
  // A category from a link that the choices do not hold (they failed, or are still coming) still shows as chosen.
  if (category && !categoryOptions.some((option) => option.value === category)) categoryOptions.push({ value: category, label: category });
  const categoryName = categories.data?.find((entry) => entry.key === category)?.name ?? category;

  let content;
  if (products.isPending) content = <SectionLoading label={t`Loading the products`} shape="text" lines={6} />;
  else if (products.isError) {
    content = <SectionError headingLevel={2} title={t`The products could not be loaded`} error={products.error} onRetry={() => void products.refetch()} />;
  } else if (products.data.length === 0) {
    content = category ? (
      <EmptyState
        title={t`No products in ${categoryName}`}
        description={t`Products of this category show here once they are created.`}
        action={
          <Button asChild variant="secondary">
            <Link to={`/admin/products/create/${encodeURIComponent(category)}`}>
              <Trans>Create a product in {categoryName}</Trans>
            </Link>
          </Button>
        }
      />
    ) : (
      <EmptyState title={t`No products yet`} description={t`Create the first product customers and resellers can order.`} />
    );
  } else {
    content = <ProductTable products={products.data} busy={products.isPlaceholderData} />;
  }

  return (
    <Page
      title={t`Products`}
      description={t`What customers and resellers can order, and how many services use each product.`}
      actions={
        <Button asChild>
          <Link to="/admin/products/create">
            <Trans>Create a product</Trans>
          </Link>
        </Button>
      }
    >
      <Stack gap="lg">
        <div className={styles.toolbar}>
          <SelectField label={t`Category`} value={list.filters.category} onChange={(event) => list.setFilter('category', event.target.value)} options={categoryOptions} />
        </div>
        {content}
      </Stack>
      {outcomeDialog}
    </Page>
  );
}
