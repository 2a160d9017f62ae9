import { Trans, useLingui } from '@lingui/react/macro';
import { isAdmin, isApiError, isBillingUser, safeHref, type ShopCategory, type ShopProduct, useCurrentUser } from '@portal/api-client';
import { Alert } from '@portal/ui-kit/alert';
import { Button } from '@portal/ui-kit/button';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { ErrorState } from '@portal/ui-kit/error-state';
import { InfoIcon, ServerIcon } from '@portal/ui-kit/icons';
import { Inline, Page, Stack } from '@portal/ui-kit/layout';
import { Skeleton, SkeletonText } from '@portal/ui-kit/skeleton';
import { useId } from 'react';
import { Link } from 'react-router';
import { useShopProducts } from './api/get-shop-products.ts';
import { OrderDialog } from './order-dialog.tsx';
import { ProductCard } from './product-card.tsx';
import { ShopStoreProvider, useShopStore } from './shop-store.tsx';
import * as styles from './shop.css.ts';

function ShopUnavailable({ message }: { message?: string }) {
  const { t } = useLingui();
  return (
    <EmptyState
      icon={<InfoIcon />}
      title={t`The shop is not available on your account`}
      description={
        message ??
        t`Servers are ordered and paid in the billing system, and your account is not linked to it. If someone else pays for your server, a reseller for example, order through them.`
      }
      action={
        <Button asChild variant="secondary">
          <Link to="/dashboard">
            <Trans>Back to your servers</Trans>
          </Link>
        </Button>
      }
    />
  );
}

function Category({ category, canOrder }: { category: ShopCategory; canOrder: boolean }) {
  const { t } = useLingui();
  const headingId = useId();
  const name = category.name;
  return (
    <section className={styles.category} aria-labelledby={headingId}>
      <div className={styles.categoryHead}>
        <h2 id={headingId} className={styles.categoryName}>
          {category.name}
        </h2>
        {category.description ? <p className={styles.categoryDescription}>{category.description}</p> : null}
      </div>
      <ul className={styles.products} aria-label={t`${name} products`}>
        {recommendedFirst(category.products).map((product) => (
          <ProductCard key={product.id} product={product} canOrder={canOrder} />
        ))}
      </ul>
    </section>
  );
}

/** The recommended product leads its type; the others keep the server's order. */
function recommendedFirst(products: ShopProduct[]): ShopProduct[] {
  return [...products].sort((a, b) => Number(b.recommended === true) - Number(a.recommended === true));
}

function LoadingProducts() {
  const { t } = useLingui();
  return (
    <ul className={styles.products} aria-label={t`Loading the products`} aria-busy="true">
      {[0, 1, 2].map((item) => (
        <li key={item} className={styles.skeletonCard}>
          <Skeleton width="55%" height="1.5rem" />
          <Skeleton width="35%" height="2rem" />
          <SkeletonText lines={3} />
        </li>
      ))}
    </ul>
  );
}

/** The order just placed, after its dialog is closed: the way back to the checkout. */
function PlacedOrderNotice() {
  const placed = useShopStore((state) => state.placed);
  const ordering = useShopStore((state) => state.ordering);
  const dismiss = useShopStore((state) => state.dismissPlaced);
  const { t } = useLingui();
  if (!placed || ordering) return null;
  const checkoutUrl = safeHref(placed.order.checkout_url);
  const orderId = placed.order.order_id;
  const productName = placed.product.name;
  // The buttons sit under the text rather than in the alert's action slot, which does not wrap
  // and would squeeze the text to nothing at phone width.
  return (
    <Alert tone="success" title={t`Order ${orderId} is waiting for payment`}>
      <Stack gap="sm">
        <p className={styles.noticeText}>
          <Trans>Your {productName} server is set up as soon as the payment arrives in the billing system.</Trans>
        </p>
        <Inline gap="xs">
          {checkoutUrl ? (
            <Button asChild size="sm">
              <a href={checkoutUrl} target="_blank" rel="noopener noreferrer">
                <Trans>Continue to checkout</Trans>
              </a>
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" onClick={dismiss}>
            <Trans>Dismiss</Trans>
          </Button>
        </Inline>
      </Stack>
    </Alert>
  );
}

function Shop({ userId, canOrder }: { userId: number; canOrder: boolean }) {
  const { t } = useLingui();
  const products = useShopProducts(userId);

  if (products.isPending) return <LoadingProducts />;
  if (products.isError) {
    if (isApiError(products.error) && products.error.status === 403) return <ShopUnavailable message={products.error.message} />;
    return <ErrorState title={t`The products could not be loaded`} error={products.error} onRetry={() => void products.refetch()} />;
  }
  if (products.data.length === 0) {
    return (
      <EmptyState
        icon={<ServerIcon />}
        title={t`Nothing for sale right now`}
        description={t`New plans show up here as soon as they are offered. Ask support if you are looking for something in particular.`}
      />
    );
  }
  return (
    <Stack gap="xl">
      {canOrder ? null : (
        <Alert tone="info" title={t`You can look, but not order`}>
          <Trans>Orders are placed with a billing-system account, and yours has none.</Trans>
        </Alert>
      )}
      <PlacedOrderNotice />
      {products.data.map((category) => (
        <Category key={category.key} category={category} canOrder={canOrder} />
      ))}
      <OrderDialog />
    </Stack>
  );
}

/**
 * The products customers can buy. Billing-system users order here and pay in the billing
 * system; admins may look around; everyone else learns why there is nothing to buy.
 */
export default function ShopScreen() {
  const { t } = useLingui();
  const user = useCurrentUser();
  let content = null;
  if (user && (isBillingUser(user) || isAdmin(user))) {
    content = (
      <ShopStoreProvider key={user.id}>
        <Shop userId={user.id} canOrder={isBillingUser(user)} />
      </ShopStoreProvider>
    );
  } else if (user) {
    content = <ShopUnavailable />;
  }
  return (
    <Page
      title={t`Shop`}
      description={t`Order a media server. You pay in the billing system, and the server is set up once the payment arrives.`}
    >
      {content}
    </Page>
  );
}
