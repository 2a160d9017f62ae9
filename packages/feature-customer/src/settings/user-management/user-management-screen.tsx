import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit/button';
import { ConfirmDialog } from '@portal/ui-kit/dialog';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { TextField } from '@portal/ui-kit/field';
import { UserIcon } from '@portal/ui-kit/icons';
import { Card } from '@portal/ui-kit/layout';
import { useListState } from '@portal/ui-kit/list-state';
import { failureMessage } from '@portal/ui-kit/outcome';
import { Pager } from '@portal/ui-kit/pager';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useSharedUsers } from '../api/get-shared-users.ts';
import { useRemoveSharedUser } from '../api/remove-shared-user.ts';
import type { SharedUser } from '../api/types.ts';
import { SectionError, SectionLoading } from '@portal/ui-kit/section';
import * as settingsStyles from '../layout/settings.css.ts';
import { useSettingsStore } from '../store/settings-store.tsx';
import { AccessDialog } from './access-dialog.tsx';
import { InviteDialog } from './invite-dialog.tsx';
import { personLabel, SharedUserCard } from './shared-user-card.tsx';
import * as styles from './user-management.css.ts';

/** The search (sent with Enter or the Search button) and the page, kept in the address. */
const LIST_STATE = { search: { param: 'search' }, debounce: Infinity } as const;

function SearchForm({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const { t } = useLingui();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('search');
    onSearch(typeof value === 'string' ? value.trim() : '');
  };
  return (
    // Keyed by the search, so clearing it or going back in history shows the right text.
    <form key={search} role="search" aria-label={t`Shared users`} className={styles.toolbar} onSubmit={submit}>
      <TextField className={styles.searchField} name="search" type="search" label={t`Search by name, username or e-mail`} defaultValue={search} autoComplete="off" />
      <Button type="submit" variant="secondary">
        <Trans>Search</Trans>
      </Button>
      {search ? (
        <Button variant="ghost" onClick={() => onSearch('')}>
          <Trans>Clear search</Trans>
        </Button>
      ) : null}
    </form>
  );
}

/** `/app/settings/user-management`: the people the user shares servers with, a page at a time. */
export default function UserManagementScreen() {
  const { t } = useLingui();
  const address = useSearchParams();
  const [, setParams] = address;
  const listState = useListState(address, LIST_STATE);
  const { search, page } = listState;
  const list = useSharedUsers({ page, search });
  const remove = useRemoveSharedUser();
  const notify = useSettingsStore((state) => state.notify);
  const [editing, setEditing] = useState<SharedUser | null>(null);
  const [removing, setRemoving] = useState<SharedUser | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [inviting, setInviting] = useState(false);

  // A page past the last (after a removal, say) is answered with the last page: follow it.
  const answeredPage = list.data?.meta.current_page;
  useEffect(() => {
    if (answeredPage !== undefined && answeredPage !== page && !list.isPlaceholderData) {
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (answeredPage > 1) next.set('page', String(answeredPage));
        else next.delete('page');
        return next;
      }, { replace: true });
    }
  }, [answeredPage, page, list.isPlaceholderData, setParams]);

  let content;
  if (!list.data) {
    content = list.isError ? (
      <SectionError title={t`Your shared users could not be loaded`} error={list.error} onRetry={() => void list.refetch()} />
    ) : (
      <SectionLoading gap="lg" label={t`Loading your shared users`} />
    );
  } else if (list.data.meta.total === 0) {
    content = search ? (
      <EmptyState
        headingLevel={3}
        title={t`Nobody matches your search`}
        description={t`No shared user has “${search}” in their name, username or e-mail address.`}
      />
    ) : (
      <EmptyState
        headingLevel={3}
        icon={<UserIcon />}
        title={t`You do not share your servers yet`}
        description={t`People you invite to your servers show up here, with what they can open.`}
        action={
          <Button onClick={() => setInviting(true)}>
            <Trans>Invite someone</Trans>
          </Button>
        }
      />
    );
  } else {
    content = (
      <>
        <ul className={styles.list} aria-label={t`Shared users`} aria-busy={list.isPlaceholderData || undefined}>
          {list.data.data.map((person) => (
            <SharedUserCard
              key={person.id}
              person={person}
              onEdit={() => setEditing(person)}
              onRemove={() => {
                setRemoveError(null);
                setRemoving(person);
              }}
            />
          ))}
        </ul>
        <Pager
          label={t`Pages of shared users`}
          {...listState.pagerProps(list.data.meta.last_page)}
          page={list.data.meta.current_page}
          previousLabel={t`Previous page`}
          nextLabel={t`Next page`}
        />
      </>
    );
  }

  const total = list.data?.meta.total;
  const removingLabel = removing ? personLabel(removing) : '';
  const removingServers = removing ? removing.servers.map((server) => server.server_name).join(', ') : '';

  return (
    <Card
      title={t`User management`}
      description={
        total === undefined || total === 0
          ? t`The people you share your servers with, and the libraries they can open.`
          : plural(total, { one: '# person shares your servers.', other: '# people share your servers.' })
      }
    >
      <div className={settingsStyles.section}>
        <div className={styles.header}>
          <SearchForm search={search} onSearch={listState.setSearch} />
          <Button onClick={() => setInviting(true)}>
            <Trans>Invite someone</Trans>
          </Button>
        </div>
        {content}
      </div>
      <AccessDialog person={editing} onClose={() => setEditing(null)} />
      <InviteDialog open={inviting} onOpenChange={setInviting} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t`Remove ${removingLabel}?`}
        description={
          removing
            ? removingServers
              ? t`${removingLabel} loses access to ${removingServers}, and their pending invites are withdrawn. Only a new invite brings them back.`
              : t`${removingLabel} loses access to your servers, and their pending invites are withdrawn. Only a new invite brings them back.`
            : ''
        }
        confirmLabel={t`Remove from all servers`}
        tone="danger"
        error={removeError}
        onConfirm={async () => {
          if (!removing) return;
          try {
            const body = await remove.mutateAsync(removing.id);
            notify({ title: msg`Poof!`, message: body.message ?? t`${removingLabel} has been removed.`, tone: 'success' });
          } catch (error) {
            setRemoveError(failureMessage(error));
            throw error;
          }
        }}
      />
    </Card>
  );
}
