import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError, type Server } from '@portal/api-client';
import { ErrorState } from '@portal/ui-kit/error-state';
import { Page } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { OutcomeDialog } from '@portal/ui-kit/outcome';
import { RebootingDialog } from '@portal/ui-kit/rebooting-dialog';
import { Skeleton, SkeletonText } from '@portal/ui-kit/skeleton';
import { Spinner } from '@portal/ui-kit/spinner';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { serverKeys } from '#api/keys.ts';
import { serverQuery } from './api/get-server.ts';
import { pingServer } from './api/ping-server.ts';
import { refreshServer } from './api/run-server-action.ts';
import { ActionConfirmDialog } from './components/action-confirm-dialog.tsx';
import { OverviewTab } from './components/overview-tab.tsx';
import { PopupDialog } from './components/popup-dialog.tsx';
import { ServerSummary } from './components/server-summary.tsx';
import { ServerTabs } from './components/server-tabs.tsx';
import { UpdateDialog } from './components/update-dialog.tsx';
import { ServerPageStoreProvider, useServerPageStore } from './server-page-store.tsx';
import { usePageActions } from './use-page-actions.ts';
import { useServerRealtime } from './use-server-realtime.ts';
import * as styles from './server.css.ts';

export const NOT_FOUND_MESSAGE = msg`This server does not exist or is not yours.`;

function Breadcrumbs({ current }: { current?: string }) {
  return (
    <>
      <TextLink asChild>
        <Link to="/dashboard">
          <Trans>Your servers</Trans>
        </Link>
      </TextLink>
      {current ? (
        <>
          {' / '}
          <span aria-current="page">{current}</span>
        </>
      ) : null}
    </>
  );
}

function NotFound() {
  const { t } = useLingui();
  return (
    <Page title={t`Server not found`} breadcrumbs={<Breadcrumbs />}>
      <ErrorState title={t`This server cannot be shown`} message={t(NOT_FOUND_MESSAGE)} />
      <p>
        <TextLink asChild>
          <Link to="/dashboard">
            <Trans>Back to your servers</Trans>
          </Link>
        </TextLink>
      </p>
    </Page>
  );
}

function Loading() {
  const { t } = useLingui();
  return (
    <Page title={t`Server`} breadcrumbs={<Breadcrumbs />} aria-busy="true">
      <Spinner label={t`Loading the server`} />
      <div className={styles.summary} aria-hidden="true">
        {[0, 1, 2, 3].map((item) => (
          <div key={item} className={styles.summaryItem}>
            <Skeleton width="40%" height="0.75rem" />
            <Skeleton width="70%" height="1.25rem" />
          </div>
        ))}
      </div>
      <SkeletonText lines={4} />
    </Page>
  );
}

/** The outcome of the page's own actions, kept in the page's store with the action that led to it. */
function PageOutcome() {
  const outcome = useServerPageStore((state) => state.outcome);
  const closeOutcome = useServerPageStore((state) => state.closeOutcome);
  return <OutcomeDialog outcome={outcome} onClose={closeOutcome} />;
}

/** Blocks the page while the server's node reboots; the node is back once the ping says so. */
function NodeReboot({ server }: { server: Server }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const reboot = useServerPageStore((state) => state.reboot);
  const endReboot = useServerPageStore((state) => state.endReboot);
  const node = server.node_alias;
  return (
    <RebootingDialog
      name={node}
      startedAt={reboot?.startedAt ?? null}
      isBack={async () => {
        const ping = await pingServer(server.id);
        queryClient.setQueryData(serverKeys.ping(server.id), ping);
        // Backends without `node_online` are back once the media server answers.
        if (!(ping.node_online ?? ping.online)) return false;
        await refreshServer(queryClient, server.id);
        return true;
      }}
      giveUpMessage={t`${node} is not back after ten minutes. Check the server again in a few minutes, or open a support ticket if it stays offline.`}
      onGiveUp={() => void refreshServer(queryClient, server.id)}
      onEnd={endReboot}
    />
  );
}

function ServerPage({ server }: { server: Server }) {
  const { run } = usePageActions(server);
  const deleted = useServerPageStore((state) => state.deleted);
  useServerRealtime(server);
  return (
    <Page title={server.name} breadcrumbs={<Breadcrumbs current={server.name} />}>
      <ServerSummary server={server} pingEnabled={!deleted} />
      <ServerTabs server={server} overview={<OverviewTab server={server} run={run} />} />
      <ActionConfirmDialog server={server} run={run} />
      <UpdateDialog server={server} />
      <NodeReboot server={server} />
      <PopupDialog />
      <PageOutcome />
    </Page>
  );
}

function ServerLoader({ id }: { id: number }) {
  const { t } = useLingui();
  // Once deleted here, asking again would only answer 404 behind the 'Poof!' dialog.
  const deleted = useServerPageStore((state) => state.deleted);
  const server = useQuery({ ...serverQuery(id), enabled: !deleted });
  if (server.data) return <ServerPage server={server.data} />;
  if (server.isError) {
    if (isApiError(server.error) && server.error.status === 404) return <NotFound />;
    return (
      <Page title={t`Server`} breadcrumbs={<Breadcrumbs />}>
        <ErrorState title={t`The server could not be loaded`} error={server.error} onRetry={() => void server.refetch()} />
      </Page>
    );
  }
  return <Loading />;
}

/** `/app/dashboard/{server}`: one server, its state and everything the customer can do with it. */
export default function ServerScreen() {
  const param = useParams().server ?? '';
  const id = /^\d+$/.test(param) ? Number(param) : null;
  if (id === null) return <NotFound />;
  // A store per server: moving to another server starts with no dialog open and nothing running.
  return (
    <ServerPageStoreProvider key={id}>
      <ServerLoader id={id} />
    </ServerPageStoreProvider>
  );
}
