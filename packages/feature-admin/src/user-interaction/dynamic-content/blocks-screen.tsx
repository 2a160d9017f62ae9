import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { ErrorState } from '@portal/ui-kit/error-state';
import { SelectField } from '@portal/ui-kit/field';
import { formatDateTime } from '@portal/ui-kit/format';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { Card } from '@portal/ui-kit/layout';
import { ListCard, ListCardLink, ListCardList, ListCardTitle } from '@portal/ui-kit/list-card';
import { ListSearch, useListState } from '@portal/ui-kit/list-state';
import { Pager } from '@portal/ui-kit/pager';
import { Link, useSearchParams } from 'react-router';
import { useBlocks } from '../api/get-blocks.ts';
import type { BlockSort } from '../api/keys.ts';
import type { AdminContentBlock } from '../api/types.ts';
import { PAGES, pageLabel } from '../shared/labels.ts';
import { LoadingList, NoMatch, PastLastPage } from '../shared/message-parts.tsx';
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

  let content;
  if (blocks.isPending) content = <LoadingList label={t`Loading the blocks`} />;
  else if (blocks.isError) {
    content = <ErrorState headingLevel={3} title={t`The blocks could not be loaded`} error={blocks.error} onRetry={() => void blocks.refetch()} />;
  } else {
    const { data, meta } = blocks.data;
    const busy = blocks.isPlaceholderData;
    if (meta.total === 0) {
      content = list.isFiltered ? (
        <NoMatch title={t`No blocks match`} onReset={() => list.reset()} />
      ) : (
        <EmptyState headingLevel={3} title={t`No blocks yet`} description={t`A block is HTML shown at the top of a customer page: a note on the shop, the support hours…`} />
      );
    } else if (data.length === 0) content = <PastLastPage lastPage={meta.last_page} onGo={list.setPage} />;
    else {
      const total = meta.total;
      content = (
        <>
          <p className={styles.summary} aria-live="polite">
            <Plural value={total} one="# block" other="# blocks" />
          </p>
          <ListCardList aria-label={t`Blocks`} aria-busy={busy || undefined}>
            {data.map((block) => (
              <BlockItem key={block.id} block={block} />
            ))}
          </ListCardList>
          <Pager label={t`Block pages`} {...list.pagerProps(meta.last_page, { busy })} page={meta.current_page} />
        </>
      );
    }
  }

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
      {content}
    </Card>
  );
}
