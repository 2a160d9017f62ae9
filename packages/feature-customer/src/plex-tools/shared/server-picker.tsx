import { useLingui } from '@lingui/react/macro';
import { SERVER_STATUS, type Server } from '@portal/api-client';
import { SelectField } from '@portal/ui-kit/field';
import { useServers } from '#api/get-servers.ts';
import { usePlexToolsStore } from '../plex-tools-store.tsx';
import * as styles from './plex-tools.css.ts';

/**
 * The user's Plex servers and the one chosen on the collections and scan tools (the same one on
 * both, as the user moves between them); the first running server until the user picks.
 */
export function usePlexServerChoice() {
  const servers = useServers({ type: 'plex' });
  const chosen = usePlexToolsStore((state) => state.serverId);
  const chooseServer = usePlexToolsStore((state) => state.chooseServer);
  const list = servers.data ?? [];
  const server = list.find((candidate) => candidate.id === chosen) ?? list.find((candidate) => candidate.status === 'running') ?? list[0] ?? null;
  return { servers, list, server, chooseServer };
}

export function ServerPicker({ servers, server, onChoose }: { servers: Server[]; server: Server; onChoose: (id: number) => void }) {
  const { t } = useLingui();
  return (
    <div className={styles.serverPicker}>
      <SelectField
        name="server"
        label={t`Plex server`}
        value={String(server.id)}
        onChange={(event) => onChoose(Number(event.target.value))}
        options={servers.map((candidate) => {
          const status = t(SERVER_STATUS[candidate.status].label);
          return { value: String(candidate.id), label: `${candidate.name} (${status})` };
        })}
      />
    </div>
  );
}
