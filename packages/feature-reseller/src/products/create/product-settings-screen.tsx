import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit/button';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { Form, FormError, SubmitButton } from '@portal/ui-kit/form';
import { Card } from '@portal/ui-kit/layout';
import { isValidationFailure, useOutcome } from '@portal/ui-kit/outcome';
import { SectionError, SectionLoading } from '@portal/ui-kit/section';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useCreateProduct } from '../api/create-product.ts';
import { useProductTypes } from '../api/get-product-types.ts';
import type { ResellerProductNode, ResellerProductType } from '../api/types.ts';
import type { ArrivalState } from '../shared/arrival.tsx';
import { DEFAULT_CURRENCY, PRODUCTS_BASE } from '../shared/labels.ts';
import { ProductNotFound } from '../shared/not-found.tsx';
import { fieldChange, ProductFields } from '../shared/product-fields.tsx';
import * as styles from '../shared/products.css.ts';
import { toInput, validateProduct, valuesFromType, type ProductValues } from '../shared/values.ts';
import { useProductDraft } from './draft-store.tsx';

const CREATE_BASE = `${PRODUCTS_BASE}/create`;

function SettingsForm({ type, nodes, currency }: { type: ResellerProductType; nodes: ResellerProductNode[]; currency: string }) {
  const { t } = useLingui();
  const draft = useProductDraft((state) => state.values);
  const saveValue = useProductDraft((state) => state.saveValue);
  const create = useCreateProduct();
  const outcome = useOutcome();
  const navigate = useNavigate();
  const initial: ProductValues = { ...valuesFromType(type, nodes.map((node) => node.id)), ...draft };

  const submit = async (values: ProductValues) => {
    try {
      const answer = await create.mutateAsync({ type: type.type, ...toInput(values) });
      // The new product on top of the list, where 'Done!' is shown and the product marked.
      const state: ArrivalState = { created: { message: answer.message ?? null, id: answer.data.id } };
      await navigate(`${PRODUCTS_BASE}?sort=newest`, { state });
    } catch (error) {
      if (isValidationFailure(error)) throw error;
      outcome.failed(error);
    }
  };

  return (
    <>
      <Form<ProductValues>
        aria-label={t`Product settings`}
        className={styles.stack}
        validate={(values) => validateProduct(values, type)}
        onSubmit={submit}
        onChange={(event) => {
          const change = fieldChange(event);
          if (change) saveValue(...change);
        }}
      >
        <FormError />
        <ProductFields type={type} nodes={nodes} initial={initial} currency={currency} onValueChange={saveValue} />
        <div className={styles.actions}>
          <SubmitButton>
            <Trans>Create product</Trans>
          </SubmitButton>
          <Button asChild variant="secondary">
            <Link to={CREATE_BASE}>
              <Trans>Back to the types</Trans>
            </Link>
          </Button>
        </div>
      </Form>
      {outcome.dialog}
    </>
  );
}

/** `/app/reseller-panel/products/create/{type}`: step 2, the new product's settings. */
export default function ProductSettingsScreen() {
  const { t } = useLingui();
  const { type: typeParam = '' } = useParams();
  const types = useProductTypes();
  const draftType = useProductDraft((state) => state.type);
  const chooseType = useProductDraft((state) => state.chooseType);
  const type = types.data?.types.find((candidate) => candidate.type === typeParam) ?? null;

  // The draft follows the type in the address: another type keeps what was typed except its own defaults.
  useEffect(() => {
    if (type) chooseType(type.type);
  }, [type, chooseType]);

  if (types.isPending) return <SectionLoading label={t`Loading the product settings`} shape="form" />;
  if (types.isError) return <SectionError headingLevel={2} title={t`The product types could not be loaded`} error={types.error} onRetry={() => void types.refetch()} />;
  if (!type) {
    return (
      <ProductNotFound
        title={t`Unknown product type`}
        description={t`There is no product type “${typeParam}”. Choose one of the types you can sell.`}
        back={CREATE_BASE}
        backLabel={t`Choose a type`}
      />
    );
  }
  const name = type.name;
  return (
    <Card title={t`New ${name} product`} description={t`Step 2 of 2: the product’s price, node and limits.`}>
      {types.data.nodes.length === 0 ? (
        <EmptyState headingLevel={3} title={t`No node to deploy on`} description={t`A product runs on one of your nodes. Once you run a node, you can create products for it.`} />
      ) : draftType === type.type ? (
        <SettingsForm type={type} nodes={types.data.nodes} currency={types.data.currency ?? DEFAULT_CURRENCY} />
      ) : (
        <SectionLoading label={t`Loading the product settings`} shape="form" />
      )}
    </Card>
  );
}
