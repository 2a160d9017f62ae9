import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ErrorState } from '@portal/ui-kit/error-state';
import { ProcessEntryList } from '@portal/ui-kit/process-view';
import { Skeleton } from '@portal/ui-kit/skeleton';
import { useEffect, useRef } from 'react';
import { useRecentProcesses } from './api/get-recent-processes.ts';
import { ProcessRow } from './process-row.tsx';
import * as styles from './recent-processes.css.ts';

export const NO_RECENT_PROCESSES = msg`No recorded processes the last hour.`;

export function ListLoading({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div className={styles.loading} role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height="3.5rem" />
      ))}
    </div>
  );
}

/** The last hour's processes, newest first. */
export function ProcessList({ onOpen, returnTo }: { onOpen: (id: number) => void; returnTo: number | null }) {
  const recent = useRecentProcesses();
  const list = useRef<HTMLUListElement>(null);
  const focusPending = useRef(returnTo);
  const { t } = useLingui();

  // Back from a process: its entry gets the focus again, once the list shows it.
  useEffect(() => {
    if (focusPending.current === null) return;
    const entry = list.current?.querySelector<HTMLElement>(`[data-process-id="${focusPending.current}"]`);
    if (!entry) return;
    entry.focus();
    focusPending.current = null;
  }, [recent.data]);

  if (recent.isPending) return <ListLoading label={t`Loading the recent processes`} />;
  if (recent.isError) {
    return (
      <ErrorState
        headingLevel={3}
        title={t`The recent processes could not be loaded`}
        error={recent.error}
        onRetry={() => void recent.refetch()}
      />
    );
  }
  if (recent.data.processes.length === 0) return <p className={styles.message}>{t(NO_RECENT_PROCESSES)}</p>;
  return (
    <ProcessEntryList ref={list} aria-label={t`Processes of the last hour`}>
      {recent.data.processes.map((process) => (
        <li key={process.id}>
          <ProcessRow process={process} onOpen={onOpen} />
        </li>
      ))}
    </ProcessEntryList>
  );
}
