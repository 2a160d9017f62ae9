import { type Product, safeHref, useIsAuthenticated } from '@portal/api-client';
import { Button } from '@portal/ui-kit/button';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { ErrorState } from '@portal/ui-kit/error-state';
import { formatMoney } from '@portal/ui-kit/format';
import { SectionLoading } from '@portal/ui-kit/section';
import { VisuallyHidden } from '@portal/ui-kit/visually-hidden';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import * as styles from '../public.css.ts';
import { inviteProductsQuery } from './invite-queries.ts';

const CYCLES: Record<Product['billing_cycle'], string> = {
  monthly: 'per month',
  quarterly: 'per quarter',
  semiannually: 'every six months',
  annually: 'per year',
};

function formatPrice(product: Product): string {
  return Number.isFinite(Number(product.price)) ? formatMoney(product.price, product.currency ?? 'USD') : product.price;
}

export default function ProductsStep() {
  const { key = '' } = useParams();
  const signedIn = useIsAuthenticated();
  const products = useQuery({ ...inviteProductsQuery(key), enabled: signedIn });
  const toDashboard = (
    <Button asChild fullWidth variant="secondary">
      <Link to="/dashboard">Go to your dashboard</Link>
    </Button>
  );

  if (!signedIn) {
    return (
      <Button asChild fullWidth>
        <Link to={`/login?redirect=${encodeURIComponent(`/app/accept-invite/${key}/products`)}`}>Sign in to see your products</Link>
      </Button>
    );
  }
  if (products.isPending) return <SectionLoading label="Loading the products of this invite" shape="text" lines={5} />;
  if (products.isError) {
    // The account is made either way: the way to the dashboard stays.
    return (
      <>
        <ErrorState message="We could not load the products of this invite." error={products.error} onRetry={() => void products.refetch()} />
        {toDashboard}
      </>
    );
  }
  if (products.data.length === 0) {
    return <EmptyState title="No products with this invite" description="Your account is ready. You can order a server from the shop at any time." action={toDashboard} />;
  }
  return (
    <>
      <p className={styles.muted}>Your account is ready. Pick the server you want; you can also do this later from the shop.</p>
      <ul className={styles.productList}>
        {products.data.map((product) => (
          <li key={product.id} className={styles.product}>
            <h2 className={styles.productName}>{product.name}</h2>
            {product.description ? <p className={styles.muted}>{product.description}</p> : null}
            <p className={styles.price}>
              {formatPrice(product)} {CYCLES[product.billing_cycle]}
            </p>
            {safeHref(product.order_url) ? (
              <Button asChild>
                <a href={safeHref(product.order_url)} target="_blank" rel="noopener noreferrer">
                  Order {product.name}
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </a>
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {toDashboard}
    </>
  );
}
