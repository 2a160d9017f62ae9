import { Trans, useLingui } from '@lingui/react/macro';
import { useSession } from '@portal/api-client';
import { Button } from '@portal/ui-kit/button';
import { Dialog } from '@portal/ui-kit/dialog';
import { Icon } from '@portal/ui-kit/icons';
import { withProcessViewMessages } from '@portal/ui-kit/process-view/messages';
import { useState } from 'react';
import { Link } from 'react-router';
import { useStore } from 'zustand';
import { ProcessDetail } from './process-detail.tsx';
import { ProcessList } from './process-list.tsx';
import { createProcessesPanelStore, panelActions, type ProcessesPanelStore } from './processes-panel-store.ts';
import * as styles from './recent-processes.css.ts';

// The process view's words (ui-kit's catalog of them) load with the panel's code, before it renders.
// Here rather than in `catalog.ts`, which the entry carries: their loader stays out of every page's scripts.
await withProcessViewMessages(Promise.resolve());

function TerminalIcon() {
  return (
    <Icon size="1.5rem">
      <path d="m4 17 6-6-6-6" />
      <path d="M12 19h8" />
    </Icon>
  );
}

function PanelBody({ store }: { store: ProcessesPanelStore }) {
  const trail = useStore(store, (state) => state.trail);
  const returnTo = useStore(store, (state) => state.returnTo);
  const current = trail.at(-1);
  const open = (id: number) => panelActions.show(store, id);
  return (
    <div className={styles.body}>
      {current === undefined ? (
        <ProcessList onOpen={open} returnTo={returnTo} />
      ) : (
        <ProcessDetail key={current} id={current} onOpen={open} onBack={() => panelActions.back(store)} />
      )}
    </div>
  );
}

/** Admins' floating button, and the side panel with the last hour's processes it opens. */
export default function RecentProcesses() {
  const [store] = useState(createProcessesPanelStore);
  const open = useStore(store, (state) => state.open);
  // The impersonation bar sits at the bottom of the page; the button stays clear of it.
  const impersonating = useSession((state) => state.returnKey !== null);
  const { t } = useLingui();

  return (
    <Dialog.Root open={open} onOpenChange={(next) => panelActions.setOpen(store, next)}>
      <Dialog.Trigger asChild>
        <button type="button" className={impersonating ? `${styles.fab} ${styles.fabAboveBar}` : styles.fab} aria-label={t`Recent processes`}>
          <TerminalIcon />
        </button>
      </Dialog.Trigger>
      <Dialog.Content className={styles.sheet} title={t`Recent processes`} description={t`Commands run on the nodes in the last hour.`}>
        {/* At the top: toasts gather at the bottom right, over the end of the panel. */}
        <div className={styles.toolbar}>
          <Button asChild variant="secondary" size="sm">
            <Link to="/admin/processes" onClick={() => panelActions.setOpen(store, false)}>
              <Trans>View all</Trans>
            </Link>
          </Button>
        </div>
        <PanelBody store={store} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
