import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { SelectField } from '@portal/ui-kit/field';
import { formatDate, formatNumber } from '@portal/ui-kit/format';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { Card } from '@portal/ui-kit/layout';
import { ListCard, ListCardList, ListCardTitle } from '@portal/ui-kit/list-card';
import { ListSearch, useListState } from '@portal/ui-kit/list-state';
import { PagedList } from '@portal/ui-kit/paged-list';
import { Link, useSearchParams } from 'react-router';
import { useContributions } from '../api/get-contributions.ts';
import type { ContributionKind, ContributionSort } from '../api/keys.ts';
import type { Contribution, ContributionTotals } from '../api/types.ts';
import { CONTRIBUTION_KIND_LABELS, CONTRIBUTION_KINDS } from '../shared/labels.ts';
import * as styles from '../shared/request-setup.css.ts';

/** Newest first; `?contributor={id}` picks one contributor, so a link can open their list. */
const LIST_STATE = {
  search: { param: 'search' },
  filters: {
    contributor: { default: '' },
    kind: { default: 'all', values: ['all', 'added', 'upgraded', 'fixed'] },
  },
  sort: { default: 'newest', values: ['newest', 'oldest', 'title'] },
} as const;

const SORT_OPTIONS: { value: ContributionSort; label: MessageDescriptor }[] = [
  { value: 'newest', label: msg`Newest first` },
  { value: 'oldest', label: msg`Oldest first` },
  { value: 'title', label: msg`By title` },
];

const KIND_TONES = { added: 'success', upgraded: 'info', fixed: 'warning' } as const;

function ContributionItem({ contribution }: { contribution: Contribution }) {
  const { t } = useLingui();
  const title = contribution.title;
  return (
    <ListCard>
      <div className={styles.itemMain}>
        <ListCardTitle level={3}>{title}</ListCardTitle>
        <ul className={styles.facts} aria-label={t`About ${title}`}>
          <li>{contribution.user ? <Link to={`/admin/users/${contribution.user.id}`}>{contribution.user.name}</Link> : <Trans>A deleted account</Trans>}</li>
          {contribution.media_type ? <li>{contribution.media_type === 'show' ? <Trans>TV show</Trans> : <Trans>Movie</Trans>}</li> : null}
          <li>
            <time dateTime={contribution.created_at}>{formatDate(contribution.created_at)}</time>
          </li>
        </ul>
      </div>
      <div className={styles.itemSide}>
        <Badge tone={KIND_TONES[contribution.kind]}>{t(CONTRIBUTION_KIND_LABELS[contribution.kind])}</Badge>
      </div>
    </ListCard>
  );
}

function Totals({ totals, who }: { totals: ContributionTotals; who: string | null }) {
  const { t } = useLingui();
  const entries: [string, number | undefined][] = [
    [t`All contributions`, totals.all],
    [t(CONTRIBUTION_KIND_LABELS.added), totals.added],
    [t(CONTRIBUTION_KIND_LABELS.upgraded), totals.upgraded],
    [t(CONTRIBUTION_KIND_LABELS.fixed), totals.fixed],
  ];
  return (
    <Card title={who ? t`Totals of ${who}` : t`Totals`} description={t`Every contribution that matches the search, whatever its page.`}>
      <dl className={styles.totals}>
        {entries
          .filter((entry): entry is [string, number] => entry[1] !== undefined)
          .map(([label, value]) => (
            <div key={label} className={styles.total}>
              <dt className={styles.totalTerm}>{label}</dt>
              <dd className={styles.totalValue}>{formatNumber(value)}</dd>
            </div>
          ))}
      </dl>
    </Card>
  );
}

/** `/app/admin/requests/contributes`: what the contributors added, upgraded and fixed, a page at a time, with totals. */
export default function ContributesScreen() {
  const { t } = useLingui();
  const list = useListState(useSearchParams(), LIST_STATE);
  const contributorId = /^\d+$/.test(list.filters.contributor) ? Number(list.filters.contributor) : null;
  const kind: ContributionKind | null = list.filters.kind === 'all' ? null : list.filters.kind;
  const contributions = useContributions({ page: list.page, search: list.search, contributor: contributorId, kind, sort: list.sort });

  const contributors = contributions.data?.contributors ?? [];
  const chosen = contributors.find((contributor) => contributor.id === contributorId);
  const contributorOptions = [
    { value: '', label: t`Every contributor` },
    ...contributors.map(({ id, name, total }) => ({ value: String(id), label: t`${name} (${total})` })),
    // A contributor from a link that the answer does not list: still shown as chosen.
    ...(contributorId !== null && !chosen ? [{ value: String(contributorId), label: t`User #${contributorId}` }] : []),
  ];

  const totals = contributions.data?.totals;

  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <ListSearch list={list} label={t`Search titles`} />
        <SelectField label={t`Contributor`} value={list.filters.contributor} onChange={(event) => list.setFilter('contributor', event.target.value)} options={contributorOptions} />
        <SelectField
          label={t`Kind`}
          value={list.filters.kind}
          onChange={(event) => list.setFilter('kind', event.target.value as (typeof LIST_STATE.filters.kind.values)[number])}
          options={[{ value: 'all', label: t`Every kind` }, ...CONTRIBUTION_KINDS.map((value) => ({ value, label: t(CONTRIBUTION_KIND_LABELS[value]) }))]}
        />
        <SelectField
          label={t`Order`}
          value={list.sort}
          onChange={(event) => list.setSort(event.target.value as ContributionSort)}
          options={SORT_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
        />
      </div>
      <PagedList
        query={contributions}
        list={list}
        loading={t`Loading the contributions`}
        skeleton={{ items: 4, lines: ['60%', '35%'] }}
        error={t`The contributions could not be loaded`}
        empty={{ title: t`No contributions yet`, description: t`What contributors add to the libraries shows up here.` }}
        noMatch={{ title: t`No contributions match`, description: t`Try another search, contributor or kind.` }}
        offPage={t`There are no contributions on this page.`}
        pagerLabel={t`Contribution pages`}
        layout={({ rows, pager, total }) => (
          <>
            {totals ? <Totals totals={totals} who={chosen?.name ?? null} /> : null}
            <Card title={t`Contributions`} description={<Plural value={total} one="# contribution" other="# contributions" />}>
              <div className={styles.tightStack}>
                {rows}
                {pager}
              </div>
            </Card>
          </>
        )}
      >
        {(rows, { busy }) => (
          <ListCardList aria-label={t`Contributions`} aria-busy={busy || undefined}>
            {rows.map((contribution) => (
              <ContributionItem key={contribution.id} contribution={contribution} />
            ))}
          </ListCardList>
        )}
      </PagedList>
    </div>
  );
}
