import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { api, SERVER_STATUS, SERVER_TYPE_LABELS, type AdminServer, type AdminUser } from '@portal/api-client';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { Dialog } from '@portal/ui-kit/dialog';
import { ErrorState } from '@portal/ui-kit/error-state';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
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
  const { t } = useLingui();
  const user = useQuery({
    queryKey: restoreKeys.user(id),
    queryFn: ({ signal }) => api.get('/api/admin/users/user/{id}', { schema: adminUserShowResponse, path: { id }, signal, rejectOnError: true }).then((body) => body.data),
  });
  if (user.isPending) return <SectionLoading label={t`Loading the user`} shape="text" />;
  if (user.isError) return <ErrorState title={t`The user could not be loaded`} error={user.error} onRetry={() => void user.refetch()} />;
  const data: AdminUser = user.data;
  const roles = [data.is_trial && t`Trial`, data.is_moderator && t`Moderator`, data.is_contributor && t`Contributor`].filter(Boolean) as string[];
  return (
    <>
      <dl className={styles.list}>
        <Row label={t`Name`}>{data.name}</Row>
        <Row label={t`E-mail`}>{data.email}</Row>
        <Row label={t`Billing ID`}>{data.whmcs_id ?? t`None`}</Row>
        <Row label={t`Roles`}>{roles.length ? roles.map((role) => <Badge key={role}>{role}</Badge>) : t`Customer`}</Row>
        <Row label={t`Restrictions`}>{data.restrictions.length ? data.restrictions.join(', ') : t`None`}</Row>
      </dl>
      <Dialog.Footer>
        <Button asChild>
          <Link to={`/admin/users/${data.id}`}>
            <Trans>Open the user</Trans>
          </Link>
        </Button>
      </Dialog.Footer>
    </>
  );
}

function ServerView({ id }: { id: number }) {
  const { t } = useLingui();
  const server = useQuery({
    queryKey: restoreKeys.server(id),
    queryFn: ({ signal }) => api.get('/api/admin/servers/{id}', { schema: adminServerShowResponse, path: { id }, signal, rejectOnError: true }).then((body) => body.data),
  });
  if (server.isPending) return <SectionLoading label={t`Loading the server`} shape="text" />;
  if (server.isError) return <ErrorState title={t`The server could not be loaded`} error={server.error} onRetry={() => void server.refetch()} />;
  const data: AdminServer = server.data;
  const status = SERVER_STATUS[data.status];
  return (
    <>
      <dl className={styles.list}>
        <Row label={t`Name`}>{data.name}</Row>
        <Row label={t`Type`}>{SERVER_TYPE_LABELS[data.type]}</Row>
        <Row label={t`Status`}>
          <Badge tone={status.tone}>{t(status.label)}</Badge>
        </Row>
        <Row label={t`Node`}>{data.node_alias}</Row>
        <Row label={t`Owner`}>
          {data.owner.name} ({data.owner.email})
        </Row>
      </dl>
      <Dialog.Footer>
        <Button asChild variant="secondary">
          <Link to={`/admin/users/${data.owner.id}`}>
            <Trans>Open the owner</Trans>
          </Link>
        </Button>
        <Button asChild>
          <Link to={`/admin/nodes/${data.node_id}/container/${data.id}`}>
            <Trans>Open the server</Trans>
          </Link>
        </Button>
      </Dialog.Footer>
    </>
  );
}

function titleOf(target: RestoreTarget): MessageDescriptor {
  return target.kind === 'user' ? msg`User` : msg`Server`;
}

/**
 * Opens the user or server a restore-session link names (`?restore-session&modaltype=user&userid=…`
 * or `?restore-session&serverid=…`), for example after returning from an impersonation.
 */
export default function RestoreSessionView() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { t } = useLingui();
  const target = restoreTarget(params);
  if (!target) return null;
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) void navigate({ pathname, search: withoutRestoreParams(params) }, { replace: true });
      }}
    >
      <Dialog.Content title={t(titleOf(target))} size="md">
        {target.kind === 'user' ? <UserView id={target.id} /> : <ServerView id={target.id} />}
      </Dialog.Content>
    </Dialog.Root>
  );
}
