import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const user = useCurrentUser();
  const userName = user?.name;
  const emby: string = SERVER_TYPE_LABELS.emby;
  const jellyfin: string = SERVER_TYPE_LABELS.jellyfin;
  const description = userName
    ? t`${userName}, your servers run ${emby} or ${jellyfin}, or you have no Plex server yet. Invites, library syncs and media scans for every server are on that server's page, under your dashboard.`
    : t`Your servers run ${emby} or ${jellyfin}, or you have no Plex server yet. Invites, library syncs and media scans for every server are on that server's page, under your dashboard.`;
  return (
    <Page title={t`Plex tools`}>
      <Card>
        <EmptyState
          icon={<ServerIcon />}
          title={t`Plex tools work with Plex servers`}
          description={description}
          action={
            <Button asChild variant="primary">
              <Link to="/dashboard">
                <Trans>Go to your servers</Trans>
              </Link>
            </Button>
          }
        />
      </Card>
    </Page>
  );
}
