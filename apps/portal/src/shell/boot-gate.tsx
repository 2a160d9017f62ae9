import { useLingui } from '@lingui/react/macro';
import { useSession } from '@portal/api-client';
import { Spinner } from '@portal/ui-kit/spinner';
import type { ReactNode } from 'react';
import * as styles from './shell.css.ts';

/** Holds the routes back until start-up knows who is signed in, so no guard decides on a stale user. */
export function BootGate({ children }: { children: ReactNode }) {
  const ready = useSession((state) => state.ready);
  const { t } = useLingui();
  if (!ready) {
    return (
      <div className={styles.boot}>
        <Spinner label={t`Loading the portal`} />
      </div>
    );
  }
  return children;
}
