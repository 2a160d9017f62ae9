import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api-client';
import { Button } from '@portal/ui-kit/button';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { Form, FormError, SubmitButton } from '@portal/ui-kit/form';
import { Card } from '@portal/ui-kit/layout';
import { isValidationFailure, useOutcome } from '@portal/ui-kit/outcome';
import { SectionError, SectionLoading } from '@portal/ui-kit/section';
import { useLayoutEffect, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useCreateProduct } from '../api/create-product.ts';
import { useProductTypes } from '../api/get-product-types.ts';
import type { AdminProductType } from '../api/types.ts';
import { ProductFields } from '../shared/product-fields.tsx';
import { productErrors, toProductInput, valuesForType, type ProductValues } from '../shared/product-values.ts';
import { ResourceList } from '../shared/resources.tsx';
import type { CreatedState } from '../detail/product-screen.tsx';
import { CreateFrame } from './create-frame.tsx';
import { useProductDraft } from './draft-store.tsx';
import { UnknownCategory } from './unknown-category.tsx';
import * as styles from './create.css.ts';

const TEXT_FIELDS: readonly string[] = ['name', 'description', 'price', 'billing_cycle', 'whmcs_product_id', 'storage_gb', 'max_streams', 'ram_gb'] satisfies (keyof ProductValues)[];

function SettingsForm({ category, type }: { category: string; type: AdminProductType }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const outcome = useOutcome();
  const create = useCreateProduct();
  const draft = useProductDraft((state) => state.values);
  const saveValue = useProductDraft((state) => state.saveValue);
  const clear = useProductDraft((state) => state.clear);
  // The type's resources first; anything typed before wins over them.
  const values = { ...valuesForType(type), ...draft };

  const remember = (event: FormEvent<HTMLFormElement>) => {
    const field = event.target as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
    if (TEXT_FIELDS.includes(field.name)) saveValue(field.name as 'name', field.value);
  };

  return (
    <>
    <Form<ProductValues>
      aria-label={t`Product settings`}
      validate={productErrors}
      onChange={remember}
      onSubmit={async (submitted) => {
        try {
          const answer = await create.mutateAsync({ category, type: type.key, ...toProductInput(submitted) });
          clear();
          await navigate(`/admin/products/${answer.data.id}`, { state: { created: answer.message } satisfies CreatedState });
        } catch (error) {
          // A refusal of the fields shows next to them; anything else in 'Whoops!', with the input kept.
          if (isValidationFailure(error)) throw error;
          outcome.failed(error);
        }
      }}
    >
      <div className={styles.formBody}>
        <FormError />
        <ProductFields values={values} onSwitch={(name, checked) => saveValue(name, checked)} />
        <div className={styles.actions}>
          <Button asChild variant="secondary">
            <Link to={`/admin/products/create/${encodeURIComponent(category)}`}>
              <Trans>Back</Trans>
            </Link>
          </Button>
          <SubmitButton>
            <Trans>Create product</Trans>
          </SubmitButton>
        </div>
      </div>
    </Form>
    {outcome.dialog}
    </>
  );
}

/** `/app/admin/products/create/{category}/{type}`: the last step, the product's settings. */
export default function ProductSettingsScreen() {
  const { t } = useLingui();
  const params = useParams();
  const category = params.category ?? '';
  const typeKey = params.type ?? '';
  const types = useProductTypes(category);
  const chooseType = useProductDraft((draft) => draft.chooseType);
  const drafted = useProductDraft((draft) => draft.category === category && draft.type === typeKey);
  // An address opened directly (or another type chosen) starts the draft's type before the form shows.
  useLayoutEffect(() => {
    chooseType(category, typeKey);
  }, [chooseType, category, typeKey]);

  const type = types.data?.types.find((candidate) => candidate.key === typeKey);
  let content;
  if (types.isPending || !drafted) content = <SectionLoading label={t`Loading the product’s settings`} />;
  else if (types.isError) {
    content =
      isApiError(types.error) && types.error.status === 404 ? (
        <UnknownCategory />
      ) : (
        <SectionError title={t`The product’s type could not be loaded`} error={types.error} onRetry={() => void types.refetch()} />
      );
  } else if (!type) {
    content = (
      <EmptyState
        headingLevel={3}
        title={t`This type does not exist`}
        description={t`It may have been removed. Choose one of the types of this category.`}
        action={
          <Button asChild variant="secondary">
            <Link to={`/admin/products/create/${encodeURIComponent(category)}`}>
              <Trans>Choose a type</Trans>
            </Link>
          </Button>
        }
      />
    );
  } else {
    content = <SettingsForm category={category} type={type} />;
  }

  const categoryName = types.data?.category.name;
  const typeName = type?.name;
  return (
    <CreateFrame step={3} category={category} categoryName={categoryName} typeName={typeName}>
      <Card
        title={typeName ? t`Settings of the new ${typeName} product` : t`Product settings`}
        description={type?.description ?? undefined}
      >
        {type ? <ResourceList resources={type.defaults} label={t`What this type starts with`} /> : null}
        {content}
      </Card>
    </CreateFrame>
  );
}
