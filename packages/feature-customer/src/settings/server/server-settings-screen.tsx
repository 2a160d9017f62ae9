import { useLingui } from '@lingui/react/macro';
import { SERVER_TYPE_LABELS, type Server } from '@portal/api-client';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { ErrorState } from '@portal/ui-kit/error-state';
import { SelectField } from '@portal/ui-kit/field';
import { ServerIcon } from '@portal/ui-kit/icons';
import { Card } from '@portal/ui-kit/layout';
import { useSearchParams } from 'react-router';
import { useServerPreferences } from '../api/get-server-preferences.ts';
import { useServers } from '#api/get-servers.ts';
import { SectionLoading } from '@portal/ui-kit/section';
import * as styles from '../layout/settings.css.ts';
import { ServerPreferencesForm } from './server-preferences-form.tsx';

function Preferences({ serverId }: { serverId: number }) {
  const { t } = useLingui();
  const preferences = useServerPreferences(serverId);
  if (!preferences.data) {
    if (preferences.isError) {
      return <ErrorState title={t`The server’s preferences could not be loaded`} error={preferences.error} onRetry={() => void preferences.refetch()} />;
    }
    return <SectionLoading gap="lg" label={t`Loading the server’s preferences`} />;
  }
  // Keyed by server, so choosing another server starts from that server's values.
  return <ServerPreferencesForm key={serverId} preferences={preferences.data} />;
}

function chosenServer(servers: Server[], raw: string | null): Server | undefined {
  return servers.find((server) => String(server.id) === raw) ?? servers[0];
}

/** `/app/settings/server`: the preferences of one of the user's servers, chosen by `?server=`. */
export default function ServerSettingsScreen() {
  const { t } = useLingui();
  const servers = useServers();
  const [params, setParams] = useSearchParams();

  if (!servers.data) {
    if (servers.isError) return <ErrorState title={t`Your servers could not be loaded`} error={servers.error} onRetry={() => void servers.refetch()} />;
    return <SectionLoading gap="lg" label={t`Loading your servers`} />;
  }
  const server = chosenServer(servers.data, params.get('server'));
  if (!server) {
    return <EmptyState icon={<ServerIcon />} title={t`No servers yet`} description={t`When a Plex, Emby or Jellyfin server is set up for you, its preferences are set here.`} />;
  }

  return (
    <div className={styles.section}>
      <Card title={t`Server`} description={t`The preferences below belong to this server.`}>
        <SelectField
          name="server"
          label={t`Server`}
          options={servers.data.map((candidate) => {
            const name = candidate.name;
            const type: string = SERVER_TYPE_LABELS[candidate.type];
            return { value: String(candidate.id), label: t`${name} (${type})` };
          })}
          value={String(server.id)}
          onChange={(event) => setParams({ server: event.target.value }, { replace: true })}
        />
      </Card>
      <Preferences serverId={server.id} />
    </div>
  );
}
