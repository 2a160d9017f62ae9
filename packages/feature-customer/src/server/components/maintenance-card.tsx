import { SERVER_TYPE_LABELS, type Server } from '@portal/api-client';
import { Card } from '@portal/ui-kit/layout';
import { useServerPageStore } from '../server-page-store.tsx';
import { unavailableReason } from '../server-rules.ts';
import * as styles from '../server.css.ts';
import { ActionRow } from './action-row.tsx';

/** The less frequent fixes: update, remount Google Drive, deploy the essentials, restart the node. */
export function MaintenanceCard({ server }: { server: Server }) {
  const running = useServerPageStore((state) => state.running);
  const ask = useServerPageStore((state) => state.ask);
  const type = SERVER_TYPE_LABELS[server.type];
  const rows = [
    {
      action: 'update',
      name: `Update ${type}`,
      description: `Installs a newer ${type} version (the latest unless you pick one). The server is rebuilt on the way.`,
      buttonLabel: 'Update',
    },
    {
      action: 'gdrive-remount',
      name: 'Remount Google Drive',
      description: 'Mounts your Google Drive again, the usual cure for libraries that suddenly look empty.',
      buttonLabel: 'Remount',
    },
    {
      action: 'deploy-ess',
      name: 'Deploy the essentials',
      description: `Installs Portainer and the other essential tools on ${server.node_alias}.`,
      buttonLabel: 'Deploy',
    },
    {
      action: 'node-restart',
      name: `Restart the node ${server.node_alias}`,
      description: 'Reboots the whole machine your server runs on. Try a server restart first.',
      buttonLabel: 'Restart the node',
    },
  ] as const;
  return (
    <Card title="Maintenance">
      <ul className={styles.actionList}>
        {rows.map((row) => (
          <ActionRow
            key={row.action}
            name={row.name}
            description={row.description}
            reason={unavailableReason(row.action, server)}
            waiting={running !== null}
            loading={running === row.action}
            buttonLabel={row.buttonLabel}
            onRun={() => ask(row.action)}
          />
        ))}
      </ul>
    </Card>
  );
}
