import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { SelectField } from '@portal/ui-kit/field';
import { formatDateTime } from '@portal/ui-kit/format';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { Card } from '@portal/ui-kit/layout';
import { ListCard, ListCardLink, ListCardList, ListCardTitle } from '@portal/ui-kit/list-card';
import { ListSearch, useListState } from '@portal/ui-kit/list-state';
import { PagedList } from '@portal/ui-kit/paged-list';
import { Link, useSearchParams } from 'react-router';
import { useBlocks } from '../api/get-blocks.ts';
import type { BlockSort } from '../api/keys.ts';
import type { AdminContentBlock } from '../api/types.ts';
import { PAGES, pageLabel } from '../shared/labels.ts';
import * as styles from '../shared/user-interaction.css.ts';

const LIST_STATE = {
  search: { param: 'search' },
  filters: { page_key: { default: '', param: 'on', values: ['', ...PAGES.map((page) => page.value)] } },
  sort: { default: 'page', values: ['page', 'name', 'updated'] },
} as const;

const SORT_OPTIONS: { value: BlockSort; label: MessageDescriptor }[] = [
  { value: 'page', label: msg`By page` },
  { value: 'name', label: msg`By name` },
  { value: 'updated', label: msg`Last changed first` },
];

function BlockItem({ block }: { block: AdminContentBlock }) {
  const { t } = useLingui();
  const page = pageLabel(block.page);
  return (
    <ListCard>
      <div className={styles.itemMain}>
        <ListCardTitle>
          <ListCardLink asChild>
            <Link to={`/admin/user-interaction/dynamic-content/${block.id}`} className={styles.itemText}>
              {block.name}
            </Link>
          </ListCardLink>
        </ListCardTitle>
        <ul className={styles.details} aria-label={t`Details`}>
          <li>{page ? t`On the page ${t(page)}` : block.page}</li>
          {block.updated_at ? <li>{t`Changed ${formatDateTime(block.updated_at)}`}</li> : null}
        </ul>
      </div>
      <div className={styles.badges}>{block.active ? <Badge tone="success">{t`Active`}</Badge> : <Badge tone="warning">{t`Switched off`}</Badge>}</div>
    </ListCard>
  );
}

/** `/app/admin/user-interaction/dynamic-content`: the HTML blocks on top of the customer pages. */
export default function BlocksScreen() {
  const { t } = useLingui();
  const list = useListState(useSearchParams(), LIST_STATE);
  const blocks = useBlocks({ page: list.page, search: list.search, pageKey: list.filters.page_key, sort: list.sort });

  return (
    <Card
      title={t`Dynamic content`}
      description={t`Blocks of HTML at the top of the customer pages you choose.`}
      actions={
        <Button asChild>
          <Link to="/admin/user-interaction/dynamic-content/new">
            <Trans>New block</Trans>
          </Link>
        </Button>
      }
    >
      <div className={styles.toolbar}>
        <ListSearch list={list} label={t`Search blocks`} />
        <SelectField
          label={t`Page`}
          value={list.filters.page_key}
          onChange={(event) => list.setFilter('page_key', event.target.value as (typeof LIST_STATE.filters.page_key.values)[number])}
          options={[{ value: '', label: t`Every page` }, ...PAGES.map((page) => ({ value: page.value, label: t(page.label) }))]}
        />
        <SelectField
          label={t`Order`}
          value={list.sort}
          onChange={(event) => list.setSort(event.target.value as BlockSort)}
          options={SORT_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
        />
      </div>
      <PagedList
        query={blocks}
        list={list}
        loading={t`Loading the blocks`}
        skeleton={{ lines: ['70%', '40%'] }}
        error={t`The blocks could not be loaded`}
        empty={{ title: t`No blocks yet`, description: t`A block is HTML shown at the top of a customer page: a note on the shop, the support hours…` }}
        noMatch={{ title: t`No blocks match`, description: t`Try another search or state.` }}
        offPage={t`There is nothing on this page.`}
        count={(total) => <Plural value={total} one="# block" other="# blocks" />}
        pagerLabel={t`Block pages`}
        headingLevel={3}
      >
        {(rows, { busy }) => (
          <ListCardList aria-label={t`Blocks`} aria-busy={busy || undefined}>
            {rows.map((block) => (
              <BlockItem key={block.id} block={block} />
            ))}
          </ListCardList>
        )}
      </PagedList>
    </Card>
  );
}
