import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Product, safeHref, useIsAuthenticated } from '@portal/api-client';
import { Button } from '@portal/ui-kit/button';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { ErrorState } from '@portal/ui-kit/error-state';
import { formatMoney } from '@portal/ui-kit/format';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { SectionLoading } from '@portal/ui-kit/section';
import { VisuallyHidden } from '@portal/ui-kit/visually-hidden';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import * as styles from '../public.css.ts';
import { inviteProductsQuery } from './invite-queries.ts';

function formatPrice(product: Product): string {
  return Number.isFinite(Number(product.price)) ? formatMoney(product.price, product.currency ?? 'USD') : product.price;
}

/** The price and how often it is paid, as one message: "$5.00 per month". */
function priceMessage(product: Product): MessageDescriptor {
  const price = formatPrice(product);
  switch (product.billing_cycle) {
    case 'monthly':
      return msg`${price} per month`;
    case 'quarterly':
      return msg`${price} per quarter`;
    case 'semiannually':
      return msg`${price} every six months`;
    case 'annually':
      return msg`${price} per year`;
  }
}

export default function ProductsStep() {
  const { key = '' } = useParams();
  const signedIn = useIsAuthenticated();
  const products = useQuery({ ...inviteProductsQuery(key), enabled: signedIn });
  const { t } = useLingui();
  const toDashboard = (
    <Button asChild fullWidth variant="secondary">
      <Link to="/dashboard">
        <Trans>Go to your dashboard</Trans>
      </Link>
    </Button>
  );

  if (!signedIn) {
    return (
      <Button asChild fullWidth>
        <Link to={`/login?redirect=${encodeURIComponent(`/app/accept-invite/${key}/products`)}`}>
          <Trans>Sign in to see your products</Trans>
        </Link>
      </Button>
    );
  }
  if (products.isPending) return <SectionLoading label={t`Loading the products of this invite`} shape="text" lines={5} />;
  if (products.isError) {
    // The account is made either way: the way to the dashboard stays.
    return (
      <>
        <ErrorState message={t`We could not load the products of this invite.`} error={products.error} onRetry={() => void products.refetch()} />
        {toDashboard}
      </>
    );
  }
  if (products.data.length === 0) {
    return (
      <EmptyState
        title={t`No products with this invite`}
        description={t`Your account is ready. You can order a server from the shop at any time.`}
        action={toDashboard}
      />
    );
  }
  return (
    <>
      <p className={styles.muted}>
        <Trans>Your account is ready. Pick the server you want; you can also do this later from the shop.</Trans>
      </p>
      <ul className={styles.productList}>
        {products.data.map((product) => {
          const name = product.name;
          return (
            <li key={product.id} className={styles.product}>
              <h2 className={styles.productName}>{product.name}</h2>
              {product.description ? <p className={styles.muted}>{product.description}</p> : null}
              <p className={styles.price}>{t(priceMessage(product))}</p>
              {safeHref(product.order_url) ? (
                <Button asChild>
                  <a href={safeHref(product.order_url)} target="_blank" rel="noopener noreferrer">
                    <Trans>
                      Order {name}
                      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                    </Trans>
                  </a>
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {toDashboard}
    </>
  );
}
