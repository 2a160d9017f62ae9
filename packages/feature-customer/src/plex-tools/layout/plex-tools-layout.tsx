import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { hasPlexTools, useCurrentUser } from '@portal/api-client';
import { Page } from '@portal/ui-kit/layout';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AreaNav } from '#lib/area-nav.tsx';
import { PlexToolsStoreProvider } from '../plex-tools-store.tsx';
import { ToolLoading } from '../shared/tool-loading.tsx';
import { PlexOnly } from './plex-only.tsx';

const PLEX_TOOLS = [
  { to: 'invites', label: msg`Invites` },
  { to: 'sync', label: msg`Sync` },
  { to: 'collections', label: msg`Collections` },
  { to: 'scan-media', label: msg`Scan media` },
] as const;

/** `/app/plex-tools`: the tools' navigation above the open tool. */
export default function PlexToolsLayout() {
  const { t } = useLingui();
  const user = useCurrentUser();
  if (!hasPlexTools(user)) return <PlexOnly />;
  return (
    <PlexToolsStoreProvider>
      <Page title={t`Plex tools`} description={t`Share your Plex servers, copy watch history between them, build collections and scan for new media.`}>
        <AreaNav label={t`Plex tools`} links={PLEX_TOOLS} />
        <Suspense fallback={<ToolLoading label={t`Loading the tool`} />}>
          <Outlet />
        </Suspense>
      </Page>
    </PlexToolsStoreProvider>
  );
}
