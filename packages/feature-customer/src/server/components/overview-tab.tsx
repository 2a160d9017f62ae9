import type { Server } from '@portal/api-client';
import type { DirectAction } from '../use-page-actions.ts';
import * as styles from '../server.css.ts';
import { ClaimCard } from './claim-card.tsx';
import { DangerZone } from './danger-zone.tsx';
import { MaintenanceCard } from './maintenance-card.tsx';
import { ServerActionsCard } from './server-actions-card.tsx';

/** The page's own tab: what the customer does with the server itself. Claiming is a Plex thing only. */
export function OverviewTab({ server, run }: { server: Server; run: (action: DirectAction) => Promise<void> }) {
  return (
    <div className={styles.overview}>
      <ServerActionsCard server={server} run={run} />
      {server.type === 'plex' ? <ClaimCard server={server} /> : null}
      <MaintenanceCard server={server} />
      <DangerZone server={server} />
    </div>
  );
}
