import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { SERVER_TYPE_LABELS } from '@portal/api-client';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { ConfirmDialog } from '@portal/ui-kit/dialog';
import { formatDate, formatMoney } from '@portal/ui-kit/format';
import { Form, FormError, SubmitButton } from '@portal/ui-kit/form';
import { Card } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { failureMessage, failureStatus, useOutcome } from '@portal/ui-kit/outcome';
import { SectionError, SectionLoading } from '@portal/ui-kit/section';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useDeleteProduct } from '../api/delete-product.ts';
import { useProduct } from '../api/get-product.ts';
import { useProductTypes } from '../api/get-product-types.ts';
import type { ResellerProduct, ResellerProductNode, ResellerProductType } from '../api/types.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import type { ArrivalState } from '../shared/arrival.tsx';
import { DEFAULT_CURRENCY, PER_CYCLE, PRODUCTS_BASE } from '../shared/labels.ts';
import { ProductNotFound } from '../shared/not-found.tsx';
import { ProductFields } from '../shared/product-fields.tsx';
import * as styles from '../shared/products.css.ts';
import { toInput, validateProduct, valuesFromProduct, type ProductValues } from '../shared/values.ts';

function Facts({ product }: { product: ResellerProduct }) {
  const { t } = useLingui();
  const price = formatMoney(product.price, product.currency ?? DEFAULT_CURRENCY);
  const cycle = t(PER_CYCLE[product.billing_cycle]);
  const mapped = product.whmcs_product_id;
  return (
    <dl className={styles.details}>
      <div className={styles.detail}>
        <dt className={styles.term}>
          <Trans>Type</Trans>
        </dt>
        <dd className={styles.value}>{SERVER_TYPE_LABELS[product.type]}</dd>
      </div>
      <div className={styles.detail}>
        <dt className={styles.term}>
          <Trans>Price</Trans>
        </dt>
        <dd className={styles.value}>
          <Trans>
            {price} {cycle}
          </Trans>
        </dd>
      </div>
      <div className={styles.detail}>
        <dt className={styles.term}>
          <Trans>Servers</Trans>
        </dt>
        <dd className={styles.value}>{product.servers_count === undefined ? '–' : <Plural value={product.servers_count} _0="None yet" one="# server" other="# servers" />}</dd>
      </div>
      <div className={styles.detail}>
        <dt className={styles.term}>
          <Trans>Created</Trans>
        </dt>
        <dd className={styles.value}>
          <time dateTime={product.created_at}>{formatDate(product.created_at)}</time>
        </dd>
      </div>
      <div className={styles.detail}>
        <dt className={styles.term}>
          <Trans>WHMCS</Trans>
        </dt>
        <dd className={styles.value}>
          <TextLink asChild>
            <Link to={`/reseller-panel/whmcs/products/${product.id}`}>{mapped ? <Trans>Mapped to product #{mapped}</Trans> : <Trans>Not mapped</Trans>}</Link>
          </TextLink>
        </dd>
      </div>
      <div className={styles.detail}>
        <dt className={styles.term}>
          <Trans>State</Trans>
        </dt>
        <dd className={styles.value}>
          {product.active ? (
            <Badge tone="success">
              <Trans>Active</Trans>
            </Badge>
          ) : (
            <Badge tone="neutral">
              <Trans>Inactive</Trans>
            </Badge>
          )}
        </dd>
      </div>
    </dl>
  );
}

function EditForm({ product, type, nodes, currency }: { product: ResellerProduct; type: ResellerProductType; nodes: ResellerProductNode[]; currency: string }) {
  const { t } = useLingui();
  const update = useUpdateProduct(product.id);
  const outcome = useOutcome();
  return (
    <>
      <Form<ProductValues>
        aria-label={t`Product settings`}
        className={styles.stack}
        validate={(values) => validateProduct(values, type)}
        onSubmit={(values) => outcome.run(() => update.mutateAsync(toInput(values)), { success: t`The product has been saved.` })}
      >
        <FormError />
        <ProductFields type={type} nodes={nodes} initial={valuesFromProduct(product)} currency={currency} />
        <div className={styles.actions}>
          <SubmitButton>
            <Trans>Save changes</Trans>
          </SubmitButton>
        </div>
      </Form>
      {outcome.dialog}
    </>
  );
}

function DeleteProduct({ product }: { product: ResellerProduct }) {
  const { t } = useLingui();
  const remove = useDeleteProduct(product.id);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = product.name;
  const servers = product.servers_count ?? 0;
  return (
    <Card title={t`Delete this product`} description={t`Customers can no longer order it, and its WHMCS mapping goes with it. This cannot be undone.`}>
      {servers > 0 ? (
        <p className={styles.muted}>
          <Plural
            value={servers}
            one="# server still runs as this product: it cannot be deleted until none does. Make it inactive to stop new orders."
            other="# servers still run as this product: it cannot be deleted until none does. Make it inactive to stop new orders."
          />
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="danger"
          onClick={() => {
            setError(null);
            setOpen(true);
          }}
        >
          <Trans>Delete product</Trans>
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        tone="danger"
        title={t`Delete ${name}?`}
        description={t`The product ${name} is deleted for good. Type its name to confirm.`}
        confirmText={name}
        confirmLabel={t`Delete product`}
        error={error}
        onConfirm={async () => {
          try {
            const answer = await remove.mutateAsync();
            const state: ArrivalState = { deleted: { message: answer.message ?? null } };
            await navigate(PRODUCTS_BASE, { state });
          } catch (failure) {
            setError(failureMessage(failure));
            throw failure;
          }
        }}
      />
    </Card>
  );
}

/** `/app/reseller-panel/products/{product}`: a product's settings, and its deletion. */
export default function ProductScreen() {
  const { t } = useLingui();
  const { product: param = '' } = useParams();
  const id = /^\d+$/.test(param) ? Number(param) : 0;
  const product = useProduct(id);
  const types = useProductTypes();

  if (product.isError) {
    if (failureStatus(product.error) === 404) {
      return <ProductNotFound title={t`Product not found`} description={t`This product does not exist, or it is not one of yours.`} />;
    }
    return <SectionError headingLevel={2} title={t`The product could not be loaded`} error={product.error} onRetry={() => void product.refetch()} />;
  }
  if (product.isPending || types.isPending) return <SectionLoading label={t`Loading the product`} shape="form" />;
  if (types.isError) return <SectionError headingLevel={2} title={t`The product’s settings could not be loaded`} error={types.error} onRetry={() => void types.refetch()} />;
  const data = product.data;
  const type = types.data.types.find((candidate) => candidate.type === data.type);
  return (
    <div className={styles.stack}>
      <Card
        title={data.name}
        description={<Trans>{SERVER_TYPE_LABELS[data.type]} product</Trans>}
        actions={
          <Button asChild variant="ghost">
            <Link to={PRODUCTS_BASE}>
              <Trans>All products</Trans>
            </Link>
          </Button>
        }
      >
        <div className={styles.stack}>
          <Facts product={data} />
          {type ? (
            <EditForm key={data.id} product={data} type={type} nodes={types.data.nodes} currency={types.data.currency ?? data.currency ?? DEFAULT_CURRENCY} />
          ) : (
            <p className={styles.muted}>
              <Trans>Products of this type can no longer be changed.</Trans>
            </p>
          )}
        </div>
      </Card>
      <DeleteProduct product={data} />
    </div>
  );
}
