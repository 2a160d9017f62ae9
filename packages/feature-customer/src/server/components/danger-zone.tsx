import { useLingui } from '@lingui/react/macro';
import type { Server } from '@portal/api-client';
import { Card } from '@portal/ui-kit/layout';
import { useServerPageStore } from '../server-page-store.tsx';
import * as styles from '../server.css.ts';
import { ActionRow } from './action-row.tsx';

/** Deleting the server, apart from everything else. */
export function DangerZone({ server }: { server: Server }) {
  const running = useServerPageStore((state) => state.running);
  const ask = useServerPageStore((state) => state.ask);
  const { t } = useLingui();
  const name = server.name;
  return (
    <Card title={t`Danger zone`} className={styles.dangerCard}>
      <ul className={styles.actionList}>
        <ActionRow
          name={t`Delete this server`}
          description={t`Deletes ${name} and everything on it for good. You are asked to type its name first.`}
          reason={null}
          waiting={running !== null}
          loading={running === 'delete'}
          buttonLabel={t`Delete server`}
          variant="danger"
          onRun={() => ask('delete')}
        />
      </ul>
    </Card>
  );
}
