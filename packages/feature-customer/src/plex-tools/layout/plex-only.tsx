import { SERVER_TYPE_LABELS, useCurrentUser } from '@portal/api-client';
import { Button } from '@portal/ui-kit/button';
import { Card, Page } from '@portal/ui-kit/layout';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { ServerIcon } from '@portal/ui-kit/icons';
import { Link } from 'react-router';

/**
 * What a customer without Plex sees at `/app/plex-tools` (the menu only offers it to users with
 * Plex and admins, but the address can still be typed or bookmarked): why, and where the same
 * jobs are done for Emby and Jellyfin.
 */
export function PlexOnly() {
  const user = useCurrentUser();
  const name = user?.name ? `${user.name}, your` : 'Your';
  return (
    <Page title="Plex tools">
      <Card>
        <EmptyState
          icon={<ServerIcon />}
          title="Plex tools work with Plex servers"
          description={`${name} servers run ${SERVER_TYPE_LABELS.emby} or ${SERVER_TYPE_LABELS.jellyfin}, or you have no Plex server yet. Invites, library syncs and media scans for every server are on that server's page, under your dashboard.`}
          action={
            <Button asChild variant="primary">
              <Link to="/dashboard">Go to your servers</Link>
            </Button>
          }
        />
      </Card>
    </Page>
  );
}
