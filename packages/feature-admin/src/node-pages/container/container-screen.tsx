import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { SERVER_TYPE_LABELS } from '@portal/api-client';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { ConfirmDialog } from '@portal/ui-kit/dialog';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { ErrorState } from '@portal/ui-kit/error-state';
import { formatDateTime, formatRelativeTime, formatTime } from '@portal/ui-kit/format';
import { Card } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { ListCard, ListCardLink, ListCardList, ListCardTitle } from '@portal/ui-kit/list-card';
import { useOutcome } from '@portal/ui-kit/outcome';
import { SectionLoading } from '@portal/ui-kit/section';
import { VisuallyHidden } from '@portal/ui-kit/visually-hidden';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useContainer } from '../api/get-container.ts';
import { useContainerAction, type ContainerAction } from '../api/run-container-action.ts';
import type { ContainerDetail, ContainerInvite } from '../api/types.ts';
import { CONTAINER_STATUSES, inviteStatus } from '../shared/labels.ts';
import * as styles from '../shared/node-pages.css.ts';
import { useRouteIds } from '../shared/route-ids.ts';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/** The actions the container's state allows: a media server starts, stops and restarts; the platform's own only restart. */
function actionsFor(container: ContainerDetail): ContainerAction[] {
  if (container.kind === 'system') return ['restart'];
  if (container.status === 'running') return ['stop', 'restart'];
  if (container.status === 'exited') return ['start'];
  return [];
}

function ContainerActions({ container, nodeId }: { container: ContainerDetail; nodeId: number }) {
  const { t } = useLingui();
  const action = useContainerAction(nodeId, container.id);
  const outcome = useOutcome();
  const [confirming, setConfirming] = useState<ContainerAction | null>(null);
  const [open, setOpen] = useState(false);
  const name = container.name;
  const serverName = container.server?.name ?? name;
  const available = actionsFor(container);

  const run = async (chosen: ContainerAction) => {
    try {
      const answer = await action.mutateAsync(chosen);
      outcome.done(answer.message);
    } catch (error) {
      outcome.failed(error);
    }
  };

  const labels: Record<ContainerAction, string> = { start: t`Start`, stop: t`Stop`, restart: t`Restart` };
  const confirmation =
    confirming === 'stop'
      ? { title: t`Stop ${name}?`, description: t`${serverName} goes offline for its users until it is started again.`, label: t`Stop container` }
      : container.kind === 'system'
        ? { title: t`Restart ${name}?`, description: t`The servers on this node may be unreachable for a few seconds while it restarts.`, label: t`Restart container` }
        : { title: t`Restart ${name}?`, description: t`Playback on ${serverName} stops for a moment while it restarts.`, label: t`Restart container` };

  if (available.length === 0) {
    return (
      <p className={styles.itemText} role="status">
        <Trans>The container is busy. Its actions are back once it has settled.</Trans>
      </p>
    );
  }
  return (
    <div className={styles.actions}>
      {available.map((candidate) => (
        <Button
          key={candidate}
          variant={candidate === 'stop' ? 'danger' : 'secondary'}
          loading={action.isPending && action.variables === candidate}
          disabled={action.isPending}
          onClick={() => {
            if (candidate === 'start') {
              void run('start');
              return;
            }
            setConfirming(candidate);
            setOpen(true);
          }}
        >
          {labels[candidate]}
        </Button>
      ))}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={confirmation.title}
        description={confirmation.description}
        confirmLabel={confirmation.label}
        tone={confirming === 'stop' ? 'danger' : 'default'}
        onConfirm={() => (confirming ? run(confirming) : undefined)}
      />
      {outcome.dialog}
    </div>
  );
}

function InviteItem({ invite, nodeId, containerId }: { invite: ContainerInvite; nodeId: number; containerId: number }) {
  const { t } = useLingui();
  const id = invite.id;
  const who = invite.name || invite.username || invite.email || t`Invite #${id}`;
  const status = inviteStatus(invite.status);
  const invited = invite.created_at ? formatDateTime(invite.created_at) : null;
  return (
    <ListCard>
      <div className={styles.itemMain}>
        <ListCardTitle level={3}>
          <ListCardLink asChild>
            <Link to={`/admin/nodes/${nodeId}/container/${containerId}/invites/${invite.id}`}>{who}</Link>
          </ListCardLink>
        </ListCardTitle>
        <ul className={styles.facts} aria-label={t`About the invite of ${who}`}>
          {invite.email && invite.email !== who ? <li>{invite.email}</li> : null}
          {invite.created_at ? (
            <li>
              <Trans>
                Invited <time dateTime={invite.created_at}>{invited}</time>
              </Trans>
            </li>
          ) : null}
        </ul>
      </div>
      <div className={styles.itemSide}>
        <Badge tone={status.tone}>{typeof status.label === 'string' ? status.label : t(status.label)}</Badge>
      </div>
    </ListCard>
  );
}

function Invites({ container, nodeId }: { container: ContainerDetail; nodeId: number }) {
  const { t } = useLingui();
  const invites = container.invites ?? [];
  const serverName = container.server?.name ?? container.name;
  return (
    <Card title={t`Invites`} description={t`The people the owner shared ${serverName} with.`}>
      {invites.length ? (
        <ListCardList aria-label={t`Invites of ${serverName}`}>
          {invites.map((invite) => (
            <InviteItem key={invite.id} invite={invite} nodeId={nodeId} containerId={container.id} />
          ))}
        </ListCardList>
      ) : (
        <EmptyState headingLevel={3} title={t`No invites yet`} description={t`The owner has not shared this server with anyone.`} />
      )}
    </Card>
  );
}

function Setup({ container }: { container: ContainerDetail }) {
  const { t } = useLingui();
  const ports = container.ports ?? [];
  const volumes = container.volumes ?? [];
  const env = container.env ?? [];
  return (
    <>
      <Card title={t`Ports`}>
        {ports.length ? (
          <ul className={styles.plainList} aria-label={t`Ports`}>
            {ports.map((port) => {
              const published = port.host_port;
              return (
                <li key={`${port.container_port}/${port.protocol}`} className={styles.plainItem}>
                  {/* Port and protocol stay apart: each is the answer's own value. */}
                  <code className={styles.code}>
                    {port.container_port}/{port.protocol}
                  </code>
                  {typeof published === 'number' ? (
                    <span>
                      <Trans>Published on port {published} of the node</Trans>
                    </span>
                  ) : (
                    <span className={styles.muted}>
                      <Trans>Not published</Trans>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className={styles.itemText}>
            <Trans>It publishes no ports.</Trans>
          </p>
        )}
      </Card>
      <Card title={t`Volumes`}>
        {volumes.length ? (
          <ul className={styles.plainList} aria-label={t`Volumes`}>
            {volumes.map(({ source, destination, read_only: readOnly }) => (
              <li key={`${source}:${destination}`} className={styles.plainItem}>
                <span className={styles.code}>
                  <Trans>
                    <code>{source}</code> at <code>{destination}</code>
                  </Trans>
                </span>
                {readOnly ? (
                  <Badge tone="neutral">
                    <Trans>Read-only</Trans>
                  </Badge>
                ) : (
                  <Badge tone="info">
                    <Trans>Read and write</Trans>
                  </Badge>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.itemText}>
            <Trans>It mounts no volumes.</Trans>
          </p>
        )}
      </Card>
      <Card title={t`Environment`} description={t`The names of its variables. Their values stay on the node.`}>
        {env.length ? (
          <ul className={styles.chips} aria-label={t`Environment variables`}>
            {env.map((name) => (
              <li key={name} className={styles.chip}>
                {name}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.itemText}>
            <Trans>It has no environment variables.</Trans>
          </p>
        )}
      </Card>
    </>
  );
}

function Logs({ container }: { container: ContainerDetail }) {
  const { t } = useLingui();
  const logs = container.logs ?? [];
  return (
    <Card title={t`Recent logs`} description={t`Its latest lines, the oldest first.`}>
      {logs.length ? (
        <ol className={styles.logs} aria-label={t`Log lines`}>
          {logs.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className={styles.logLine}>
              <time className={styles.logTime} dateTime={entry.at} title={formatDateTime(entry.at)}>
                {formatTime(entry.at, { timeStyle: 'medium' })}
              </time>
              <span className={entry.stream === 'stderr' ? `${styles.logText} ${styles.stderr}` : styles.logText}>
                {entry.stream === 'stderr' ? (
                  <VisuallyHidden>
                    <Trans>Error output:</Trans>{' '}
                  </VisuallyHidden>
                ) : null}
                {entry.line}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.itemText}>
          <Trans>It has not logged anything yet.</Trans>
        </p>
      )}
    </Card>
  );
}

function Overview({ container, nodeId }: { container: ContainerDetail; nodeId: number }) {
  const { t } = useLingui();
  const status = CONTAINER_STATUSES[container.status];
  const started = container.started_at ? formatRelativeTime(container.started_at) : null;
  const restarts = container.restart_count;
  const server = container.server;
  const user = container.user;
  return (
    <Card
      title={container.name}
      description={container.kind === 'system' ? t`One of the platform’s own containers on this node.` : t`A customer’s media server.`}
      actions={<Badge tone={status.tone}>{t(status.label)}</Badge>}
    >
      <div className={styles.stack}>
        <dl className={styles.details}>
          <Detail term={t`Image`}>
            <code className={styles.code}>{container.image}</code>
          </Detail>
          <Detail term={t`Running since`}>
            {container.started_at ? (
              <time dateTime={container.started_at} title={formatDateTime(container.started_at)}>
                {started}
              </time>
            ) : (
              <span className={styles.muted}>
                <Trans>Not running</Trans>
              </span>
            )}
          </Detail>
          {typeof restarts === 'number' ? (
            <Detail term={t`Restarted by Docker`}>
              <Plural value={restarts} _0="Never" one="Once" other="# times" />
            </Detail>
          ) : null}
          {container.created_at ? <Detail term={t`Created`}>{formatDateTime(container.created_at)}</Detail> : null}
          {user ? (
            <Detail term={t`Owner`}>
              <TextLink asChild>
                <Link to={`/admin/users/${user.id}`}>{user.name}</Link>
              </TextLink>
            </Detail>
          ) : null}
          {server ? (
            <Detail term={t`Server`}>
              <TextLink asChild>
                <Link to={user ? `/admin/services?user=${user.id}` : '/admin/services'}>{server.name}</Link>
              </TextLink>{' '}
              <span className={styles.muted}>({SERVER_TYPE_LABELS[server.type]})</span>
            </Detail>
          ) : null}
        </dl>
        <ContainerActions container={container} nodeId={nodeId} />
      </div>
    </Card>
  );
}

/** `/app/admin/nodes/:node/container/:container`: one container of the node, its setup, logs and invites, and its actions. */
export default function ContainerScreen() {
  const { t } = useLingui();
  const { nodeId, containerId } = useRouteIds();
  const container = useContainer(nodeId, containerId);
  if (container.isError && !container.data) {
    return <ErrorState headingLevel={2} title={t`The container could not be loaded`} error={container.error} onRetry={() => void container.refetch()} />;
  }
  if (!container.data) return <SectionLoading label={t`Loading the container`} />;
  const data = container.data;
  return (
    <div className={styles.stack}>
      <Overview container={data} nodeId={nodeId} />
      {data.invites ? <Invites container={data} nodeId={nodeId} /> : null}
      <Setup container={data} />
      <Logs container={data} />
    </div>
  );
}
