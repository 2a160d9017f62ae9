import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentUser } from '@portal/api-client';
import { Breadcrumbs } from '@portal/ui-kit/breadcrumbs';
import { Button } from '@portal/ui-kit/button';
import { ConfirmDialog } from '@portal/ui-kit/dialog';
import { ErrorState } from '@portal/ui-kit/error-state';
import { Card, Page } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { failureMessage, poof, useOutcome } from '@portal/ui-kit/outcome';
import { breadcrumbsFrom } from '@portal/ui-kit/route-handle';
import { SectionLoading } from '@portal/ui-kit/section';
import { useState } from 'react';
import { Link, useMatches, useNavigate, useParams } from 'react-router';
import { useDeleteUser } from '../api/delete-user.ts';
import { useUser } from '../api/get-user.ts';
import { useImpersonateUser } from '../api/impersonate-user.ts';
import type { AdminUser } from '../api/types.ts';
import { UserForm } from './user-form.tsx';
import { UserServersCard } from './user-servers-card.tsx';
import * as styles from './user.css.ts';

function Actions({ user }: { user: AdminUser }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const outcome = useOutcome();
  const impersonate = useImpersonateUser(user.id);
  const remove = useDeleteUser(user.id);
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const name = user.name;
  const email = user.email;
  return (
    <>
      <Button
        variant="secondary"
        loading={impersonate.isPending}
        onClick={() =>
          impersonate.mutate(undefined, {
            // The portal's own screen spends the token: it signs in as the user and keeps the way back.
            onSuccess: (token) => void navigate(`/impersonate/${encodeURIComponent(token)}`),
            onError: (error) => outcome.failed(error),
          })
        }
      >
        <Trans>Sign in as this user</Trans>
      </Button>
      <Button
        variant="danger"
        onClick={() => {
          setDeleteError(null);
          setConfirming(true);
        }}
      >
        <Trans>Delete user</Trans>
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="danger"
        title={t`Delete ${name}?`}
        description={t`This deletes ${name}’s account with their servers, backups, tickets and everything else they have. It cannot be undone.`}
        confirmText={email}
        confirmLabel={t`Delete user`}
        error={deleteError}
        onConfirm={async () => {
          try {
            const answer = await remove.mutateAsync();
            outcome.show({ ...poof(answer.message, t`The user has been deleted`), onClose: () => void navigate('/admin/users') });
          } catch (error) {
            setDeleteError(failureMessage(error));
            throw error;
          }
        }}
      />
      {outcome.dialog}
    </>
  );
}

function UserPage({ id }: { id: number }) {
  const { t } = useLingui();
  const user = useUser(id);
  const me = useCurrentUser();
  const matches = useMatches();
  const crumbs = (
    <Breadcrumbs
      items={breadcrumbsFrom(matches, { current: user.data?.name ?? null })}
      renderLink={(crumb) => <Link to={crumb.to}>{crumb.label}</Link>}
    />
  );

  if (user.isPending) {
    return (
      <Page title={t`User`} breadcrumbs={crumbs}>
        <SectionLoading label={t`Loading the user`} shape="form" />
      </Page>
    );
  }
  if (user.isError) {
    return (
      <Page title={t`User`} breadcrumbs={crumbs}>
        <ErrorState title={t`The user could not be loaded`} error={user.error} onRetry={() => void user.refetch()} />
      </Page>
    );
  }

  const data = user.data;
  const own = me?.id === data.id;
  return (
    <Page title={data.name} description={data.email} breadcrumbs={crumbs} actions={own ? undefined : <Actions user={data} />}>
      <div className={styles.layout}>
        <Card title={t`Account`} description={t`Name, e-mail address, billing link, roles and restrictions.`}>
          {/* Keyed by user: a refetch after saving keeps what is in the fields. */}
          <UserForm key={data.id} user={data} />
        </Card>
        <div className={styles.side}>
          <UserServersCard userId={data.id} />
          <Card title={t`Billing`} description={t`Invoices and payments recorded by hand for this customer.`}>
            <TextLink asChild>
              <Link to={`/admin/dashboard/manual-billing/customer/${data.id}`}>
                <Trans>Open manual billing</Trans>
              </Link>
            </TextLink>
          </Card>
          {own ? (
            <p className={styles.note}>
              <Trans>This is your own account: you cannot sign in as yourself or delete it here.</Trans>
            </p>
          ) : null}
        </div>
      </div>
    </Page>
  );
}

/** `/app/admin/users/{user}`: one user to edit, their servers, their billing, and sign in as them or delete them. */
export default function UserScreen() {
  const { t } = useLingui();
  const { user = '' } = useParams();
  const id = Number(user);
  if (!Number.isInteger(id) || id < 1) {
    return (
      <Page title={t`User`}>
        <ErrorState title={t`There is no such user`} message={t`The address does not name a user.`} />
      </Page>
    );
  }
  return <UserPage key={id} id={id} />;
}
