import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentUser } from '@portal/api-client';
import { Button } from '@portal/ui-kit/button';
import { ConfirmDialog } from '@portal/ui-kit/dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { BulkBar } from '#common/bulk/bulk-bar.tsx';
import { BulkProgressBar } from '#common/bulk/bulk-progress.tsx';
import { BulkSummaryDialog } from '#common/bulk/bulk-summary-dialog.tsx';
import { useBulkRun, type BulkResult } from '#common/bulk/run-bulk.ts';
import type { Selection } from '#common/bulk/use-selection.ts';
import { deleteUser } from '../api/delete-user.ts';
import { userKeys } from '../api/keys.ts';
import type { AdminUserListItem } from '../api/types.ts';
import { updateUser } from '../api/update-user.ts';
import { progressLabel, summaryOf, type UserBulkAction as Action } from './bulk-texts.ts';
import * as styles from './users.css.ts';

/** How many names the delete confirmation lists before it says how many more. */
const NAMED = 5;

const FLAG_CHANGES: Record<Exclude<Action, 'delete'>, Partial<Pick<AdminUserListItem, 'is_trial' | 'is_contributor'>>> = {
  trial: { is_trial: true },
  'not-trial': { is_trial: false },
  contributor: { is_contributor: true },
  'not-contributor': { is_contributor: false },
};

/** The bulk actions of the user list: delete, trial on or off, contributor on or off, one user at a time. */
export function UserBulkActions({ selection }: { selection: Selection<AdminUserListItem, number> }) {
  const { t } = useLingui();
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const bulk = useBulkRun<AdminUserListItem>();
  const [action, setAction] = useState<Action>('delete');
  const [confirming, setConfirming] = useState(false);
  const barRef = useRef<HTMLDivElement>(null);
  const count = selection.count;

  const run = (chosen: Action) => {
    setAction(chosen);
    const items = selection.items;
    void bulk.start(
      items,
      (user, signal) => {
        if (chosen === 'delete') return deleteUser(user.id, signal);
        // The update takes the whole user: the row's values go back with the one flag changed.
        const { name, email, is_trial, is_moderator, is_contributor, whmcs_id, restrictions } = user;
        return updateUser(user.id, { name, email, is_trial, is_moderator, is_contributor, whmcs_id, restrictions, ...FLAG_CHANGES[chosen] }, signal);
      },
      async (result: BulkResult<AdminUserListItem>) => {
        // Those that worked leave the selection; those that failed stay chosen, to try again.
        selection.remove(result.succeeded.map(({ item }) => item.id));
        await queryClient.invalidateQueries({ queryKey: userKeys.all });
      },
    );
  };

  const names = selection.items.slice(0, NAMED).map((user) => user.name);
  const more = count - names.length;
  const includesMe = me !== null && selection.items.some((user) => user.id === me.id);
  const confirmText = plural(count, { one: 'DELETE # USER', other: 'DELETE # USERS' });

  return (
    <div ref={barRef}>
      {bulk.progress ? (
        <BulkProgressBar label={progressLabel(action)} progress={bulk.progress} itemLabel={(user) => user.name} onStop={bulk.stop} />
      ) : count > 0 ? (
        <BulkBar count={count} onClear={selection.clear} label={t`Bulk actions on users`}>
          <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
            <Trans>Delete</Trans>
          </Button>
          <Button size="sm" variant="secondary" onClick={() => run('trial')}>
            <Trans>Mark as trial</Trans>
          </Button>
          <Button size="sm" variant="secondary" onClick={() => run('not-trial')}>
            <Trans>Mark as not trial</Trans>
          </Button>
          <Button size="sm" variant="secondary" onClick={() => run('contributor')}>
            <Trans>Make contributor</Trans>
          </Button>
          <Button size="sm" variant="secondary" onClick={() => run('not-contributor')}>
            <Trans>Remove contributor</Trans>
          </Button>
        </BulkBar>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="danger"
        title={plural(count, { one: 'Delete # user?', other: 'Delete # users?' })}
        description={
          <>
            <p>
              {plural(count, {
                one: 'This deletes the user with their servers, backups, tickets and everything else they have. It cannot be undone.',
                other: 'This deletes the # users with their servers, backups, tickets and everything else they have. It cannot be undone.',
              })}
            </p>
            {includesMe ? (
              <p>
                <Trans>Your own account is among them. It cannot be deleted and will show as failed.</Trans>
              </p>
            ) : null}
            <ul className={styles.deleteNames}>
              {names.map((name, index) => (
                <li key={index}>{name}</li>
              ))}
              {more > 0 ? <li>{plural(more, { one: 'and # more', other: 'and # more' })}</li> : null}
            </ul>
          </>
        }
        confirmText={confirmText}
        confirmLabel={plural(count, { one: 'Delete # user', other: 'Delete # users' })}
        onConfirm={() => {
          // The dialog closes at once; the progress shows in the list while the users go one by one.
          run('delete');
        }}
      />
      <BulkSummaryDialog
        result={bulk.result}
        onClose={bulk.dismiss}
        itemLabel={(user) => `${user.name} (${user.email})`}
        successTitle={action === 'delete' ? 'Poof!' : 'Done!'}
        summary={(counts) => summaryOf(action, counts)}
        returnFocus={() => barRef.current?.closest('main')?.querySelector<HTMLElement>('input[type="checkbox"]') ?? null}
      />
    </div>
  );
}
