import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { Card } from '@portal/ui-kit/layout';
import { ListCard, ListCardLink, ListCardList, ListCardTitle } from '@portal/ui-kit/list-card';
import { Section } from '@portal/ui-kit/section';
import { Link } from 'react-router';
import { useProductCategories } from '../api/get-product-categories.ts';
import { CreateFrame } from './create-frame.tsx';
import { useProductDraft } from './draft-store.tsx';
import * as styles from './create.css.ts';

/** `/app/admin/products/create`: the first step, the product's category. */
export default function ChooseCategoryScreen() {
  const { t } = useLingui();
  const categories = useProductCategories();
  const chosen = useProductDraft((draft) => draft.category);
  const chosenName = categories.data?.find((category) => category.key === chosen)?.name;
  return (
    <CreateFrame step={1} category={chosen ?? undefined} categoryName={chosenName}>
      <Card title={t`Choose a category`} description={t`What kind of product is it?`}>
        <Section
          query={categories}
          loading={t`Loading the categories`}
          error={t`The categories could not be loaded`}
          empty={(data) => data.length === 0}
          emptyState={{ title: t`No categories`, description: t`There is nothing to create a product in yet.` }}
        >
          {(data) => (
            <ListCardList aria-label={t`Categories`}>
              {data.map((category) => {
                const count = category.products_count;
                return (
                  <ListCard key={category.key} highlighted={category.key === chosen}>
                    <div className={styles.choice}>
                      <ListCardTitle level={3}>
                        <ListCardLink asChild>
                          <Link to={`/admin/products/create/${encodeURIComponent(category.key)}`}>{category.name}</Link>
                        </ListCardLink>
                      </ListCardTitle>
                      {category.description ? <p className={styles.description}>{category.description}</p> : null}
                    </div>
                    <div className={styles.aside}>
                      {category.key === chosen ? (
                        <Badge tone="info">
                          <Trans>Chosen</Trans>
                        </Badge>
                      ) : null}
                      {count !== undefined ? (
                        <span className={styles.count}>
                          <Plural value={count} one="# product" other="# products" />
                        </span>
                      ) : null}
                    </div>
                  </ListCard>
                );
              })}
            </ListCardList>
          )}
        </Section>
      </Card>
    </CreateFrame>
  );
}
