import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { formatMoney, formatNumber } from '@portal/ui-kit/format';
import { Card } from '@portal/ui-kit/layout';
import { SectionError, SectionLoading } from '@portal/ui-kit/section';
import { Link } from 'react-router';
import { useProductTypes } from '../api/get-product-types.ts';
import type { ResellerProductType } from '../api/types.ts';
import { DEFAULT_CURRENCY, PER_CYCLE, PRODUCTS_BASE } from '../shared/labels.ts';
import * as styles from '../shared/products.css.ts';
import { useProductDraft } from './draft-store.tsx';

function TypeChoice({ type, currency, drafted }: { type: ResellerProductType; currency: string; drafted: boolean }) {
  const { t } = useLingui();
  const { defaults, name } = type;
  const price = formatMoney(defaults.price, currency);
  const cycle = t(PER_CYCLE[defaults.billing_cycle]);
  const storage = formatNumber(defaults.limits.storage_gb);
  return (
    <li className={styles.typeCard}>
      <h3 className={styles.typeHeading}>{name}</h3>
      {drafted ? (
        <p>
          <Badge tone="info">
            <Trans>Your draft</Trans>
          </Badge>
        </p>
      ) : null}
      {type.description ? <p className={styles.muted}>{type.description}</p> : null}
      <p className={styles.muted}>
        <Trans>
          Starts at {price} {cycle} with <Plural value={defaults.limits.streams} one="# stream" other="# streams" /> and {storage} GB.
        </Trans>
      </p>
      <div className={styles.actions}>
        <Button asChild variant={drafted ? 'primary' : 'secondary'}>
          <Link to={`${PRODUCTS_BASE}/create/${type.type}`} aria-label={t`Choose ${name}`}>
            {drafted ? <Trans>Continue</Trans> : <Trans>Choose</Trans>}
          </Link>
        </Button>
      </div>
    </li>
  );
}

/** `/app/reseller-panel/products/create`: step 1, the type of the new product. */
export default function ChooseTypeScreen() {
  const { t } = useLingui();
  const types = useProductTypes();
  const draftType = useProductDraft((state) => state.type);

  let content;
  if (types.isPending) content = <SectionLoading label={t`Loading the product types`} shape="text" />;
  else if (types.isError) content = <SectionError headingLevel={3} title={t`The product types could not be loaded`} error={types.error} onRetry={() => void types.refetch()} />;
  else if (types.data.nodes.length === 0) {
    content = <EmptyState headingLevel={3} title={t`No node to deploy on`} description={t`A product runs on one of your nodes. Once you run a node, you can create products for it.`} />;
  } else if (types.data.types.length === 0) {
    content = <EmptyState headingLevel={3} title={t`No types to choose from`} description={t`The platform offers no product types to resellers at the moment.`} />;
  } else {
    const currency = types.data.currency ?? DEFAULT_CURRENCY;
    content = (
      <ul className={styles.types} aria-label={t`Product types`}>
        {types.data.types.map((type) => (
          <TypeChoice key={type.type} type={type} currency={currency} drafted={type.type === draftType} />
        ))}
      </ul>
    );
  }

  return (
    <Card
      title={t`Create a product`}
      description={t`Step 1 of 2: choose the media server your customers get.`}
      actions={
        <Button asChild variant="ghost">
          <Link to={PRODUCTS_BASE}>
            <Trans>Cancel</Trans>
          </Link>
        </Button>
      }
    >
      {content}
    </Card>
  );
}
