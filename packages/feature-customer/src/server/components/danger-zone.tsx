import type { Server } from '@portal/api-client';
import { Card } from '@portal/ui-kit/layout';
import { useServerPageStore } from '../server-page-store.tsx';
import * as styles from '../server.css.ts';
import { ActionRow } from './action-row.tsx';

/** Deleting the server, apart from everything else. */
export function DangerZone({ server }: { server: Server }) {
  const running = useServerPageStore((state) => state.running);
  const ask = useServerPageStore((state) => state.ask);
  return (
    <Card title="Danger zone" className={styles.dangerCard}>
      <ul className={styles.actionList}>
        <ActionRow
          name="Delete this server"
          description={`Deletes ${server.name} and everything on it for good. You are asked to type its name first.`}
          reason={null}
          waiting={running !== null}
          loading={running === 'delete'}
          buttonLabel="Delete server"
          variant="danger"
          onRun={() => ask('delete')}
        />
      </ul>
    </Card>
  );
}
