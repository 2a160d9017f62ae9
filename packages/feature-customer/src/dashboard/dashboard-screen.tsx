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
  const status = SERVER_STATUS[server.status];
  return (
    <ListCard>
      <ListCardTitle size="lg">
        <ListCardLink asChild>
          <Link to={`/dashboard/${server.id}`}>{server.name}</Link>
        </ListCardLink>
      </ListCardTitle>
      <div className={styles.badges}>
        <Badge tone="info">{SERVER_TYPE_LABELS[server.type]}</Badge>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <p className={styles.meta}>
        {server.plan ? `${server.plan} · ` : ''}Node {server.node_alias}
      </p>
    </ListCard>
  );
}

function LoadingServers() {
  return (
    <ListCardList layout="tiles" aria-label="Loading your servers" aria-busy="true">
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
  const user = useCurrentUser();
  const servers = useServers();

  let content;
  if (servers.isPending) content = <LoadingServers />;
  else if (servers.isError) {
    content = <ErrorState title="Your servers could not be loaded" error={servers.error} onRetry={() => void servers.refetch()} />;
  } else if (servers.data.length === 0) {
    content = (
      <EmptyState
        icon={<ServerIcon />}
        title="No servers yet"
        description="When a Plex, Emby or Jellyfin server is set up for you, it shows up here."
      />
    );
  } else {
    content = (
      <ListCardList layout="tiles" aria-label="Your servers">
        {servers.data.map((server) => (
          <ServerCard key={server.id} server={server} />
        ))}
      </ListCardList>
    );
  }

  return (
    <Page title="Your servers" description={user ? `Signed in as ${user.name}.` : undefined}>
      {content}
    </Page>
  );
}
