import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api-client';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { Card } from '@portal/ui-kit/layout';
import { ListCard, ListCardLink, ListCardList, ListCardTitle } from '@portal/ui-kit/list-card';
import { SectionError, SectionLoading } from '@portal/ui-kit/section';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useProductTypes } from '../api/get-product-types.ts';
import { ResourceList } from '../shared/resources.tsx';
import { CreateFrame } from './create-frame.tsx';
import { UnknownCategory } from './unknown-category.tsx';
import { useProductDraft } from './draft-store.tsx';
import * as styles from './create.css.ts';

/** `/app/admin/products/create/{category}`: the second step, the product's type within its category. */
export default function ChooseTypeScreen() {
  const { t } = useLingui();
  const category = useParams().category ?? '';
  const types = useProductTypes(category);
  const chooseCategory = useProductDraft((draft) => draft.chooseCategory);
  const chosenType = useProductDraft((draft) => (draft.category === category ? draft.type : null));
  useEffect(() => {
    chooseCategory(category);
  }, [chooseCategory, category]);

  const typeName = types.data?.types.find((type) => type.key === chosenType)?.name;
  let content;
  if (types.isPending) content = <SectionLoading label={t`Loading the types`} />;
  else if (types.isError) {
    content =
      isApiError(types.error) && types.error.status === 404 ? (
        <UnknownCategory />
      ) : (
        <SectionError title={t`The types could not be loaded`} error={types.error} onRetry={() => void types.refetch()} />
      );
  } else if (types.data.types.length === 0) {
    content = <EmptyState headingLevel={3} title={t`No types in this category`} description={t`A product needs a type; this category has none yet.`} />;
  } else {
    content = (
      <ListCardList aria-label={t`Types`}>
        {types.data.types.map((type) => (
          <ListCard key={type.key} highlighted={type.key === chosenType}>
            <div className={styles.choice}>
              <ListCardTitle level={3}>
                <ListCardLink asChild>
                  <Link to={`/admin/products/create/${encodeURIComponent(category)}/${encodeURIComponent(type.key)}`}>{type.name}</Link>
                </ListCardLink>
              </ListCardTitle>
              {type.description ? <p className={styles.description}>{type.description}</p> : null}
              <ResourceList resources={type.defaults} label={t`What it starts with`} />
            </div>
            {type.key === chosenType ? (
              <div className={styles.aside}>
                <Badge tone="info">
                  <Trans>Chosen</Trans>
                </Badge>
              </div>
            ) : null}
          </ListCard>
        ))}
      </ListCardList>
    );
  }

  const categoryName = types.data?.category.name;
  return (
    <CreateFrame step={2} category={category} categoryName={categoryName} typeName={typeName}>
      <Card title={categoryName ? t`Choose a type of ${categoryName}` : t`Choose a type`} description={types.data?.category.description ?? undefined}>
        {content}
      </Card>
      <div className={styles.actions}>
        <Button asChild variant="secondary">
          <Link to="/admin/products/create">
            <Trans>Back</Trans>
          </Link>
        </Button>
      </div>
    </CreateFrame>
  );
}
