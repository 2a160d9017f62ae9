import { Trans } from '@lingui/react/macro';
import { processTime, truncateCommand, type Process } from '@portal/api-client';
import { Badge } from '@portal/ui-kit/badge';
import * as styles from './recent-processes.css.ts';

export function StatusBadge({ success }: { success: boolean }) {
  return success ? (
    <Badge tone="success">
      <Trans>Success</Trans>
    </Badge>
  ) : (
    <Badge tone="danger">
      <Trans>Failed</Trans>
    </Badge>
  );
}

function Summary({ process, current }: { process: Process; current: boolean }) {
  return (
    <>
      <code className={styles.command}>{truncateCommand(process.command)}</code>
      <span className={current ? styles.currentMeta : styles.meta}>
        <span>{process.node_alias}</span>
        <time dateTime={process.created_at}>{processTime(process)}</time>
        <StatusBadge success={process.success} />
        {current ? (
          <span>
            <Trans>(this process)</Trans>
          </span>
        ) : null}
      </span>
    </>
  );
}

/** One process in a list: its command cut short, node, time and status; opens the process. */
export function ProcessRow({ process, onOpen, current = false }: { process: Process; onOpen: (id: number) => void; current?: boolean }) {
  if (current) {
    return (
      <div className={styles.currentRow} aria-current="true">
        <Summary process={process} current />
      </div>
    );
  }
  return (
    <button type="button" className={styles.row} data-process-id={process.id} onClick={() => onOpen(process.id)}>
      <Summary process={process} current={false} />
    </button>
  );
}
