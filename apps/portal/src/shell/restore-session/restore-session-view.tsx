import { api, SERVER_STATUS, SERVER_TYPE_LABELS, type AdminServer, type AdminUser } from '@portal/api-client';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { Dialog } from '@portal/ui-kit/dialog';
import { ErrorState } from '@portal/ui-kit/error-state';
import { SectionLoading } from '@portal/ui-kit/section';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { restoreTarget, withoutRestoreParams, type RestoreTarget } from './restore-session.ts';
import * as styles from './restore-session.css.ts';
import { shellKeys } from '../shell-keys.ts';
import { adminServerShowResponse, adminUserShowResponse } from '@portal/api-client/schemas';

const restoreKeys = {
  all: [...shellKeys.all, 'restore-session'] as const,
  user: (id: number) => [...restoreKeys.all, 'user', id] as const,
  server: (id: number) => [...restoreKeys.all, 'server', id] as const,
};

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={styles.row}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

function UserView({ id }: { id: number }) {
  const user = useQuery({
    queryKey: restoreKeys.user(id),
    queryFn: ({ signal }) => api.get('/api/admin/users/user/{id}', { schema: adminUserShowResponse, path: { id }, signal, rejectOnError: true }).then((body) => body.data),
  });
  if (user.isPending) return <SectionLoading label="Loading the user" shape="text" />;
  if (user.isError) return <ErrorState title="The user could not be loaded" error={user.error} onRetry={() => void user.refetch()} />;
  const data: AdminUser = user.data;
  const roles = [data.is_trial && 'Trial', data.is_moderator && 'Moderator', data.is_contributor && 'Contributor'].filter(Boolean) as string[];
  return (
    <>
      <dl className={styles.list}>
        <Row label="Name">{data.name}</Row>
        <Row label="E-mail">{data.email}</Row>
        <Row label="Billing ID">{data.whmcs_id ?? 'None'}</Row>
        <Row label="Roles">{roles.length ? roles.map((role) => <Badge key={role}>{role}</Badge>) : 'Customer'}</Row>
        <Row label="Restrictions">{data.restrictions.length ? data.restrictions.join(', ') : 'None'}</Row>
      </dl>
      <Dialog.Footer>
        <Button asChild>
          <Link to={`/admin/users/${data.id}`}>Open the user</Link>
        </Button>
      </Dialog.Footer>
    </>
  );
}

function ServerView({ id }: { id: number }) {
  const server = useQuery({
    queryKey: restoreKeys.server(id),
    queryFn: ({ signal }) => api.get('/api/admin/servers/{id}', { schema: adminServerShowResponse, path: { id }, signal, rejectOnError: true }).then((body) => body.data),
  });
  if (server.isPending) return <SectionLoading label="Loading the server" shape="text" />;
  if (server.isError) return <ErrorState title="The server could not be loaded" error={server.error} onRetry={() => void server.refetch()} />;
  const data: AdminServer = server.data;
  const status = SERVER_STATUS[data.status];
  return (
    <>
      <dl className={styles.list}>
        <Row label="Name">{data.name}</Row>
        <Row label="Type">{SERVER_TYPE_LABELS[data.type]}</Row>
        <Row label="Status">
          <Badge tone={status.tone}>{status.label}</Badge>
        </Row>
        <Row label="Node">{data.node_alias}</Row>
        <Row label="Owner">
          {data.owner.name} ({data.owner.email})
        </Row>
      </dl>
      <Dialog.Footer>
        <Button asChild variant="secondary">
          <Link to={`/admin/users/${data.owner.id}`}>Open the owner</Link>
        </Button>
        <Button asChild>
          <Link to={`/admin/nodes/${data.node_id}/container/${data.id}`}>Open the server</Link>
        </Button>
      </Dialog.Footer>
    </>
  );
}

function titleOf(target: RestoreTarget): string {
  return target.kind === 'user' ? 'User' : 'Server';
}

/**
 * Opens the user or server a restore-session link names (`?restore-session&modaltype=user&userid=…`
 * or `?restore-session&serverid=…`), for example after returning from an impersonation.
 */
export default function RestoreSessionView() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const target = restoreTarget(params);
  if (!target) return null;
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) void navigate({ pathname, search: withoutRestoreParams(params) }, { replace: true });
      }}
    >
      <Dialog.Content title={titleOf(target)} size="md">
        {target.kind === 'user' ? <UserView id={target.id} /> : <ServerView id={target.id} />}
      </Dialog.Content>
    </Dialog.Root>
  );
}
