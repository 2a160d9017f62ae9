import { hasPlexTools, useCurrentUser } from '@portal/api-client';
import { Page } from '@portal/ui-kit/layout';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AreaNav } from '#lib/area-nav.tsx';
import { PlexToolsStoreProvider } from '../plex-tools-store.tsx';
import { ToolLoading } from '../shared/tool-loading.tsx';
import { PlexOnly } from './plex-only.tsx';

const PLEX_TOOLS = [
  { to: 'invites', label: 'Invites' },
  { to: 'sync', label: 'Sync' },
  { to: 'collections', label: 'Collections' },
  { to: 'scan-media', label: 'Scan media' },
] as const;

/** `/app/plex-tools`: the tools' navigation above the open tool. */
export default function PlexToolsLayout() {
  const user = useCurrentUser();
  if (!hasPlexTools(user)) return <PlexOnly />;
  return (
    <PlexToolsStoreProvider>
      <Page title="Plex tools" description="Share your Plex servers, copy watch history between them, build collections and scan for new media.">
        <AreaNav label="Plex tools" links={PLEX_TOOLS} />
        <Suspense fallback={<ToolLoading label="Loading the tool" />}>
          <Outlet />
        </Suspense>
      </Page>
    </PlexToolsStoreProvider>
  );
}
