import { useLingui } from '@lingui/react/macro';
import type { Server } from '@portal/api-client';
import { Card } from '@portal/ui-kit/layout';
import { useServerPageStore } from '../server-page-store.tsx';
import { SERVER_ACTION_ORDER, SERVER_ACTIONS, unavailableReason } from '../server-rules.ts';
import type { DirectAction } from '../use-page-actions.ts';
import * as styles from '../server.css.ts';
import { ActionRow } from './action-row.tsx';

/** Start, restart, stop, rebuild and reset the configuration. */
export function ServerActionsCard({ server, run }: { server: Server; run: (action: DirectAction) => Promise<void> }) {
  const running = useServerPageStore((state) => state.running);
  const ask = useServerPageStore((state) => state.ask);
  const { t } = useLingui();
  return (
    <Card title={t`Server actions`} description={t`Every action refreshes the status above when it is done.`}>
      <ul className={styles.actionList}>
        {SERVER_ACTION_ORDER.map((action) => {
          const spec = SERVER_ACTIONS[action];
          return (
            <ActionRow
              key={action}
              description={t(spec.description(server))}
              reason={unavailableReason(action, server)}
              waiting={running !== null}
              loading={running === action}
              buttonLabel={t(spec.label)}
              variant={action === 'start' ? 'primary' : 'secondary'}
              onRun={() => {
                if (action !== 'start' && spec.confirm) ask(action);
                else void run(action);
              }}
            />
          );
        })}
      </ul>
    </Card>
  );
}
