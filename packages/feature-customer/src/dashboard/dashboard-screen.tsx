import { Trans, useLingui } from '@lingui/react/macro';
import { SERVER_STATUS, SERVER_TYPE_LABELS, useCurrentUser, type Server } from '@portal/api-client';
import { Badge } from '@portal/ui-kit/badge';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { ErrorState } from '@portal/ui-kit/error-state';
import { ServerIcon } from '@portal/ui-kit/icons';
import { Page } from '@portal/ui-kit/layout';
import { ListCard, ListCardLink, ListCardList, ListCardSkeleton, ListCardTitle } from '@portal/ui-kit/list-card';
import { Skeleton, SkeletonText } from '@portal/ui-kit/skeleton';
import { Link } from 'react-router';
import { useServers } from '#api/get-servers.ts';
import * as styles from './dashboard.css.ts';

function ServerCard({ server }: { server: Server }) {
  const { t } = useLingui();
  const status = SERVER_STATUS[server.status];
  const node = server.node_alias;
  return (
    <ListCard>
      <ListCardTitle size="lg">
        <ListCardLink asChild>
          <Link to={`/dashboard/${server.id}`}>{server.name}</Link>
        </ListCardLink>
      </ListCardTitle>
      <div className={styles.badges}>
        <Badge tone="info">{SERVER_TYPE_LABELS[server.type]}</Badge>
        <Badge tone={status.tone}>{t(status.label)}</Badge>
      </div>
      <p className={styles.meta}>
        {server.plan ? `${server.plan} · ` : ''}
        <Trans>Node {node}</Trans>
      </p>
    </ListCard>
  );
}

function LoadingServers() {
  const { t } = useLingui();
  return (
    <ListCardList layout="tiles" aria-label={t`Loading your servers`} aria-busy="true">
      {[0, 1, 2].map((item) => (
        <ListCardSkeleton key={item}>
          <Skeleton width="60%" height="1.5rem" />
          <SkeletonText lines={2} />
        </ListCardSkeleton>
      ))}
    </ListCardList>
  );
}

/** The landing screen of every signed-in user: their servers. */
export default function DashboardScreen() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const servers = useServers();
  const userName = user?.name;

  let content;
  if (servers.isPending) content = <LoadingServers />;
  else if (servers.isError) {
    content = <ErrorState title={t`Your servers could not be loaded`} error={servers.error} onRetry={() => void servers.refetch()} />;
  } else if (servers.data.length === 0) {
    content = (
      <EmptyState
        icon={<ServerIcon />}
        title={t`No servers yet`}
        description={t`When a Plex, Emby or Jellyfin server is set up for you, it shows up here.`}
      />
    );
  } else {
    content = (
      <ListCardList layout="tiles" aria-label={t`Your servers`}>
        {servers.data.map((server) => (
          <ServerCard key={server.id} server={server} />
        ))}
      </ListCardList>
    );
  }

  return (
    <Page title={t`Your servers`} description={user ? t`Signed in as ${userName}.` : undefined}>
      {content}
    </Page>
  );
}
