import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { isApiError, SERVER_TYPE_LABELS } from '@portal/api-client';
import { Button } from '@portal/ui-kit/button';
import { ConfirmDialog } from '@portal/ui-kit/dialog';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { ErrorState } from '@portal/ui-kit/error-state';
import { Form, FormError, SubmitButton } from '@portal/ui-kit/form';
import { Card, Page, Stack } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { OutcomeProvider, useOutcome } from '@portal/ui-kit/outcome';
import { SectionLoading } from '@portal/ui-kit/section';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useDeleteProduct } from '../api/delete-product.ts';
import { useProduct } from '../api/get-product.ts';
import type { AdminProduct } from '../api/types.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import type { DeletedState } from '../list/products-screen.tsx';
import { ProductBreadcrumbs } from '../shared/product-breadcrumbs.tsx';
import { ProductFields } from '../shared/product-fields.tsx';
import { ProductStateBadges, usePriceText } from '../shared/product-labels.tsx';
import { productErrors, toProductInput, valuesOfProduct, type ProductValues } from '../shared/product-values.ts';
import { ResourceList } from '../shared/resources.tsx';
import * as styles from './product.css.ts';

/** Where a product arrives from its creation, with the server's confirmation. */
export interface CreatedState {
  created?: string;
}

function Detail({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

function None() {
  return (
    <span className={styles.muted}>
      <Trans>None</Trans>
    </span>
  );
}

function Details({ product }: { product: AdminProduct }) {
  const { t } = useLingui();
  const priceText = usePriceText();
  const count = product.services_count;
  const whmcsId = product.whmcs_product_id;
  return (
    <Card title={t`Details`}>
      <dl className={styles.details}>
        <Detail term={t`Price`}>{priceText(product)}</Detail>
        <Detail term={t`Category`}>{product.category?.name ?? <None />}</Detail>
        <Detail term={t`Type`}>{product.type?.name ?? <None />}</Detail>
        <Detail term={t`Server type`}>{product.server_type ? SERVER_TYPE_LABELS[product.server_type] : <None />}</Detail>
        <Detail term={t`WHMCS product ID`}>{whmcsId === null || whmcsId === undefined ? <None /> : whmcsId}</Detail>
        {count !== undefined ? (
          <Detail term={t`Services`}>
            <Plural value={count} _0="No service uses it" one="# service uses it" other="# services use it" />
          </Detail>
        ) : null}
        {product.active !== undefined || product.visible !== undefined ? (
          <Detail term={t`State`}>
            <span className={styles.badges}>
              <ProductStateBadges product={product} />
            </span>
          </Detail>
        ) : null}
        <Detail term={t`Resources`}>
          <ResourceList resources={product.resources} label={t`Resources`} />
          {!product.resources || Object.values(product.resources).every((value) => value === null || value === undefined) ? <None /> : null}
        </Detail>
        {product.order_url ? (
          <Detail term={t`Order link`}>
            <TextLink href={product.order_url} target="_blank" rel="noreferrer" className={styles.url}>
              {product.order_url}
            </TextLink>
          </Detail>
        ) : null}
      </dl>
    </Card>
  );
}

function EditProduct({ product }: { product: AdminProduct }) {
  const { t } = useLingui();
  const outcome = useOutcome();
  const update = useUpdateProduct(product.id);
  return (
    <Card title={t`Edit product`} description={t`Changes apply to new orders; the product’s services keep running.`}>
      <Form<ProductValues>
        aria-label={t`Edit product`}
        validate={productErrors}
        onSubmit={(values) => outcome.run(() => update.mutateAsync(toProductInput(values)), { success: t`The product has been updated` })}
      >
        <div className={styles.form}>
          <FormError />
          <ProductFields values={valuesOfProduct(product)} currency={product.currency} showActive />
          <div>
            <SubmitButton>
              <Trans>Save changes</Trans>
            </SubmitButton>
          </div>
        </div>
      </Form>
    </Card>
  );
}

function DeleteProduct({ product }: { product: AdminProduct }) {
  const { t } = useLingui();
  const outcome = useOutcome();
  const navigate = useNavigate();
  const remove = useDeleteProduct(product.id);
  const [open, setOpen] = useState(false);
  const name = product.name;
  return (
    <Card title={t`Delete product`} description={t`A product that services still use cannot be deleted: move them to another product first.`}>
      <div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          <Trans>Delete product</Trans>
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        tone="danger"
        title={t`Delete ${name}?`}
        description={t`${name} is removed from the products and the shop. This cannot be undone.`}
        confirmLabel={t`Delete product`}
        confirmText={name}
        onConfirm={async () => {
          try {
            const answer = await remove.mutateAsync();
            await navigate('/admin/products', { state: { deleted: answer.message } satisfies DeletedState });
          } catch (error) {
            outcome.failed(error);
          }
        }}
      />
    </Card>
  );
}

/** A product just created arrives with the server's confirmation: shown once, not after a reload. */
function CreatedOutcome() {
  const { t } = useLingui();
  const outcome = useOutcome();
  const location = useLocation();
  const navigate = useNavigate();
  const created = (location.state as CreatedState | null)?.created;
  const shown = useRef(false);
  useEffect(() => {
    if (!created || shown.current) return;
    shown.current = true;
    outcome.done(created, t`The product has been created`);
    void navigate(location.pathname, { replace: true, state: null });
  }, [created, outcome, navigate, location.pathname, t]);
  return null;
}

function NotFound() {
  const { t } = useLingui();
  return (
    <EmptyState
      title={t`This product does not exist`}
      description={t`It may have been deleted.`}
      action={
        <Button asChild variant="secondary">
          <Link to="/admin/products">
            <Trans>All products</Trans>
          </Link>
        </Button>
      }
    />
  );
}

/** `/app/admin/products/{product}`: a product's details, its settings to edit, and its deletion. */
export default function ProductScreen() {
  const { t } = useLingui();
  const raw = useParams().product ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : 0;
  const product = useProduct(id);

  let content;
  if (id === 0) content = <NotFound />;
  else if (product.isPending) content = <SectionLoading label={t`Loading the product`} />;
  else if (product.isError) {
    content =
      isApiError(product.error) && product.error.status === 404 ? (
        <NotFound />
      ) : (
        <ErrorState title={t`The product could not be loaded`} error={product.error} onRetry={() => void product.refetch()} />
      );
  } else {
    content = (
      <Stack gap="lg">
        <Details product={product.data} />
        <EditProduct key={product.data.id} product={product.data} />
        <DeleteProduct product={product.data} />
      </Stack>
    );
  }

  const name = product.data?.name;
  return (
    <OutcomeProvider>
      <Page title={name ?? t`Product`} breadcrumbs={<ProductBreadcrumbs current={name} />}>
        {content}
      </Page>
      <CreatedOutcome />
    </OutcomeProvider>
  );
}
