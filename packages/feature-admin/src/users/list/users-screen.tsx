import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { SelectField } from '@portal/ui-kit/field';
import { formatDate, formatNumber } from '@portal/ui-kit/format';
import { Page, Stack } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { ListSearch, useListState } from '@portal/ui-kit/list-state';
import { PagedList } from '@portal/ui-kit/paged-list';
import { SectionLoading } from '@portal/ui-kit/section';
import { Table } from '@portal/ui-kit/table';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SelectionCheckbox } from '#common/bulk/selection-checkbox.tsx';
import { useSelection, type Selection } from '#common/bulk/use-selection.ts';
import { useUsers } from '../api/get-users.ts';
import type { UserRoleFilter, UserSortColumn } from '../api/keys.ts';
import type { AdminUserListItem } from '../api/types.ts';
import { ROLE_FILTERS } from '../labels.ts';
import { UserBulkActions } from './user-bulk-actions.tsx';
import { UserFlags } from './user-flags.tsx';
import * as styles from './users.css.ts';

/** Users per page. */
const PAGE_SIZE = 25;

const SORTS = ['id', '-id', 'name', '-name', 'email', '-email', '-created_at', 'created_at'] as const;
type Sort = (typeof SORTS)[number];

/** Search, role and order in the address (`?search=…&role=trial&sort=-created_at&page=2`), so a view can be bookmarked. */
const LIST_STATE = {
  search: { param: 'search' },
  filters: { role: { default: 'all', values: ROLE_FILTERS.map((filter) => filter.value) } },
  sort: { default: 'id', values: SORTS },
} as const;

const getId = (user: AdminUserListItem) => user.id;

function parseSort(sort: Sort): { column: UserSortColumn; direction: 'asc' | 'desc' } {
  return sort.startsWith('-') ? { column: sort.slice(1) as UserSortColumn, direction: 'desc' } : { column: sort as UserSortColumn, direction: 'asc' };
}

function SortHeader({ column, sort, onSort, children }: { column: UserSortColumn; sort: Sort; onSort: (sort: Sort) => void; children: ReactNode }) {
  const current = parseSort(sort);
  const active = current.column === column;
  const direction = active ? current.direction : null;
  return (
    <Table.HeaderCell aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}>
      <button
        type="button"
        className={styles.sortButton}
        onClick={() => onSort((active && direction === 'asc' ? `-${column}` : column) as Sort)}
      >
        {children}
        <span className={styles.sortMark} aria-hidden="true">
          {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : ''}
        </span>
      </button>
    </Table.HeaderCell>
  );
}

function UserTable({ users, selection, sort, onSort, busy }: { users: AdminUserListItem[]; selection: Selection<AdminUserListItem, number>; sort: Sort; onSort: (sort: Sort) => void; busy: boolean }) {
  const { t } = useLingui();
  const showServers = users.some((user) => user.server_count !== undefined);
  const showJoined = users.some((user) => user.created_at !== undefined);
  return (
    <Table caption={t`Users`} captionHidden aria-busy={busy || undefined}>
      <Table.Head>
        <Table.Row>
          <Table.HeaderCell className={styles.selectCell}>
            <SelectionCheckbox label={t`Select all users on this page`} checked={selection.pageState(users)} onChange={() => selection.togglePage(users)} />
          </Table.HeaderCell>
          <SortHeader column="name" sort={sort} onSort={onSort}>
            <Trans>Name</Trans>
          </SortHeader>
          <SortHeader column="email" sort={sort} onSort={onSort}>
            <Trans>E-mail</Trans>
          </SortHeader>
          <Table.HeaderCell>
            <Trans>Roles</Trans>
          </Table.HeaderCell>
          {showServers ? (
            <Table.HeaderCell align="end">
              <Trans>Servers</Trans>
            </Table.HeaderCell>
          ) : null}
          {showJoined ? (
            <SortHeader column="created_at" sort={sort} onSort={onSort}>
              <Trans>Joined</Trans>
            </SortHeader>
          ) : null}
          <SortHeader column="id" sort={sort} onSort={onSort}>
            <Trans>ID</Trans>
          </SortHeader>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {users.map((user) => {
          const name = user.name;
          return (
            <Table.Row key={user.id}>
              <Table.Cell className={styles.selectCell}>
                <SelectionCheckbox label={t`Select ${name}`} checked={selection.isSelected(user)} onChange={(checked) => selection.toggle(user, checked)} />
              </Table.Cell>
              <Table.Cell className={styles.name}>
                <TextLink asChild>
                  <Link to={`/admin/users/${user.id}`}>{user.name}</Link>
                </TextLink>
              </Table.Cell>
              <Table.Cell className={styles.email}>{user.email}</Table.Cell>
              <Table.Cell>
                <UserFlags user={user} />
              </Table.Cell>
              {showServers ? <Table.Cell align="end">{user.server_count === undefined ? '' : formatNumber(user.server_count)}</Table.Cell> : null}
              {showJoined ? (
                <Table.Cell className={styles.nowrap}>{user.created_at ? <time dateTime={user.created_at}>{formatDate(user.created_at)}</time> : null}</Table.Cell>
              ) : null}
              <Table.Cell className={styles.muted}>{user.id}</Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table>
  );
}

/** `/app/admin/users`: every user, a page at a time, searched, filtered and sorted on the server, with bulk actions. */
export default function UsersScreen() {
  const { t } = useLingui();
  const list = useListState(useSearchParams(), LIST_STATE);
  const role = list.filters.role === 'all' ? null : (list.filters.role as UserRoleFilter);
  const { column, direction } = parseSort(list.sort);
  const users = useUsers({ page: list.page, perPage: PAGE_SIZE, search: list.search, role, sortColumn: column, sortDirection: direction });
  // A new search or role shows other users: what was chosen before must not be acted on unseen.
  const selection = useSelection({ getId, resetKey: `${list.search}\n${list.filters.role}` });

  return (
    <Page title={t`Users`} description={t`Every account on the platform. Open one to edit it, or choose several to act on them at once.`}>
      <Stack gap="lg">
        <div className={styles.toolbar}>
          <ListSearch list={list} label={t`Search by name, e-mail or ID`} />
          <SelectField
            label={t`Role`}
            value={list.filters.role}
            onChange={(event) => list.setFilter('role', event.target.value as (typeof ROLE_FILTERS)[number]['value'])}
            options={ROLE_FILTERS.map((filter) => ({ value: filter.value, label: t(filter.label) }))}
          />
          <SelectField
            label={t`Order`}
            value={list.sort}
            onChange={(event) => list.setSort(event.target.value as Sort)}
            options={[
              { value: 'id', label: t`Oldest accounts first (ID)` },
              { value: '-id', label: t`Newest accounts first (ID)` },
              { value: 'name', label: t`Name, A to Z` },
              { value: '-name', label: t`Name, Z to A` },
              { value: 'email', label: t`E-mail, A to Z` },
              { value: '-email', label: t`E-mail, Z to A` },
              { value: '-created_at', label: t`Newest sign-ups first` },
              { value: 'created_at', label: t`Oldest sign-ups first` },
            ]}
          />
        </div>
        <UserBulkActions selection={selection} />
        <PagedList
          query={users}
          list={list}
          loading={<SectionLoading label={t`Loading the users`} shape="text" />}
          error={t`The users could not be loaded`}
          empty={{ title: t`No users yet`, description: t`Accounts show up here once people sign up or are invited.` }}
          noMatch={{ title: t`No users match`, description: t`Try another name or e-mail address, or another role.`, clearLabel: <Trans>Show every user</Trans> }}
          offPage={t`There are no users on this page.`}
          count={(total) => <Plural value={total} one="# user" other="# users" />}
          countClassName={styles.muted}
          pagerLabel={t`User pages`}
          layout={({ count, rows, pager }) => (
            <Stack gap="md">
              {count}
              {rows}
              {pager}
            </Stack>
          )}
        >
          {(rows, { busy }) => <UserTable users={rows} selection={selection} sort={list.sort} onSort={list.setSort} busy={busy} />}
        </PagedList>
      </Stack>
    </Page>
  );
}
