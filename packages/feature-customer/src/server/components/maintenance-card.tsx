import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const type = SERVER_TYPE_LABELS[server.type];
  const node = server.node_alias;
  const rows = [
    {
      action: 'update',
      name: t`Update ${type}`,
      description: t`Installs a newer ${type} version (the latest unless you pick one). The server is rebuilt on the way.`,
      buttonLabel: t`Update`,
    },
    {
      action: 'gdrive-remount',
      name: t`Remount Google Drive`,
      description: t`Mounts your Google Drive again, the usual cure for libraries that suddenly look empty.`,
      buttonLabel: t`Remount`,
    },
    {
      action: 'deploy-ess',
      name: t`Deploy the essentials`,
      description: t`Installs Portainer and the other essential tools on ${node}.`,
      buttonLabel: t`Deploy`,
    },
    {
      action: 'node-restart',
      name: t`Restart the node ${node}`,
      description: t`Reboots the whole machine your server runs on. Try a server restart first.`,
      buttonLabel: t`Restart the node`,
    },
  ] as const;
  return (
    <Card title={t`Maintenance`}>
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
