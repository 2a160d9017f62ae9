import { useOutcome } from '@portal/ui-kit/outcome';
import type { Server } from '@portal/api-client';
import { EmbyInvites } from './emby-invites.tsx';
import { JellyfinInvites } from './jellyfin-invites.tsx';
import { PlexInvites } from './plex-invites.tsx';

/** Who may watch the server, and inviting more people the way its media server does it. */
export default function InvitesSection({ server }: { server: Server }) {
  const outcome = useOutcome();
  let content;
  if (server.type === 'plex') content = <PlexInvites server={server} onDone={outcome.done} />;
  else if (server.type === 'emby') content = <EmbyInvites server={server} onDone={outcome.done} />;
  else content = <JellyfinInvites server={server} onDone={outcome.done} />;
  return (
    <>
      {content}
      {outcome.dialog}
    </>
  );
}
