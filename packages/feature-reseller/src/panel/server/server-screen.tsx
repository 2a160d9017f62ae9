import { Trans, useLingui } from '@lingui/react/macro';
import { SERVER_STATUS, SERVER_TYPE_LABELS } from '@portal/api-client';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { ConfirmDialog } from '@portal/ui-kit/dialog';
import { formatDate } from '@portal/ui-kit/format';
import { Card, Stack } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { failureStatus, useOutcome } from '@portal/ui-kit/outcome';
import { SectionError, SectionLoading } from '@portal/ui-kit/section';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useServer } from '../api/get-server.ts';
import { useServerAction } from '../api/run-server-action.ts';
import type { ResellerServerAction, ResellerServerDetail } from '../api/types.ts';
import { ACTION_LABEL, nodePath } from '../shared/labels.ts';
import { NotFound } from '../shared/not-found.tsx';
import * as styles from '../shared/shared.css.ts';

/** The actions that interrupt the customer are confirmed first; the others run at once. */
type Confirmed = Extract<ResellerServerAction, 'stop' | 'suspend'>;
const CONFIRMED: readonly ResellerServerAction[] = ['stop', 'suspend'];

function Detail({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt className={styles.detailTerm}>{term}</dt>
      <dd className={styles.detailValue}>{children}</dd>
    </div>
  );
}

function Actions({ server }: { server: ResellerServerDetail }) {
  const { t } = useLingui();
  const outcome = useOutcome();
  const action = useServerAction(server.id);
  const [confirming, setConfirming] = useState<Confirmed | null>(null);
  const available = server.actions ?? [];
  const name = server.name;

  const fallback: Record<ResellerServerAction, string> = {
    start: t`The server is starting.`,
    stop: t`The server is stopping.`,
    restart: t`The server is restarting.`,
    suspend: t`The server has been suspended.`,
    unsuspend: t`The server has been unsuspended.`,
  };

  const run = async (which: ResellerServerAction) => {
    try {
      const answer = await action.mutateAsync(which);
      outcome.done(answer.message, fallback[which]);
    } catch (error) {
      outcome.failed(error);
    }
  };

  return (
    <Card title={t`Actions`} description={t`What you can do with this server now.`}>
      {available.length === 0 ? (
        <p className={styles.detailValue}>
          {server.node_online === false ? (
            <Trans>The node of this server is offline; its actions come back once it is online.</Trans>
          ) : (
            <Trans>The server is busy. Its actions come back once the current one has finished.</Trans>
          )}
        </p>
      ) : (
        <div className={styles.actions}>
          {available.map((which) => (
            <Button
              key={which}
              variant={which === 'suspend' || which === 'stop' ? 'danger' : which === 'start' || which === 'unsuspend' ? 'primary' : 'secondary'}
              loading={action.isPending && action.variables === which}
              disabled={action.isPending}
              onClick={() => (CONFIRMED.includes(which) ? setConfirming(which as Confirmed) : void run(which))}
            >
              {t(ACTION_LABEL[which])}
            </Button>
          ))}
        </div>
      )}
      <ConfirmDialog
        open={confirming === 'stop'}
        onOpenChange={(open) => setConfirming(open ? 'stop' : null)}
        title={t`Stop ${name}?`}
        description={t`The server stops and its users cannot stream until it is started again.`}
        confirmLabel={t`Stop the server`}
        tone="danger"
        onConfirm={() => run('stop')}
      />
      <ConfirmDialog
        open={confirming === 'suspend'}
        onOpenChange={(open) => setConfirming(open ? 'suspend' : null)}
        title={t`Suspend ${name}?`}
        description={t`The server stops and its owner can no longer use it until you unsuspend it.`}
        confirmLabel={t`Suspend the server`}
        tone="danger"
        onConfirm={() => run('suspend')}
      />
      {outcome.dialog}
    </Card>
  );
}

function ServerView({ server }: { server: ResellerServerDetail }) {
  const { t } = useLingui();
  const status = SERVER_STATUS[server.status];
  const created = formatDate(server.created_at);
  return (
    <Stack gap="xl">
      <Card title={server.name} actions={<Badge tone={status.tone}>{t(status.label)}</Badge>}>
        <dl className={styles.details}>
          <Detail term={<Trans>Type</Trans>}>{SERVER_TYPE_LABELS[server.type]}</Detail>
          <Detail term={<Trans>Customer</Trans>}>
            {server.customer ? (
              <>
                {server.customer.name}
                {server.customer.email ? <span className={styles.secondary}>{server.customer.email}</span> : null}
              </>
            ) : (
              <Trans>Unknown</Trans>
            )}
          </Detail>
          <Detail term={<Trans>Node</Trans>}>
            <TextLink asChild>
              <Link to={nodePath(server.node_id)}>{server.node_alias}</Link>
            </TextLink>
            {server.node_location ? <span className={styles.secondary}>{server.node_location}</span> : null}
          </Detail>
          <Detail term={<Trans>Plan</Trans>}>{server.plan ?? <Trans>No plan</Trans>}</Detail>
          <Detail term={<Trans>Address</Trans>}>{server.url ?? <Trans>Not set yet</Trans>}</Detail>
          <Detail term={<Trans>Created</Trans>}>
            <time dateTime={server.created_at}>{created}</time>
          </Detail>
          {server.version ? <Detail term={<Trans>Version</Trans>}>{server.version}</Detail> : null}
        </dl>
      </Card>
      <Actions server={server} />
    </Stack>
  );
}

/** `/app/reseller-panel/server/{server}`: a server on the reseller's nodes, with the actions a reseller may take. */
export default function ServerScreen() {
  const { t } = useLingui();
  const raw = useParams().server ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : 0;
  const server = useServer(id);
  if (server.isPending) return <SectionLoading label={t`Loading the server`} />;
  if (server.isError) {
    if (failureStatus(server.error) === 404) {
      return <NotFound title={t`Server not found`} description={t`This server does not exist, or it is not on a node you manage.`} />;
    }
    return <SectionError headingLevel={2} title={t`The server could not be loaded`} error={server.error} onRetry={() => void server.refetch()} />;
  }
  return <ServerView server={server.data} />;
}
