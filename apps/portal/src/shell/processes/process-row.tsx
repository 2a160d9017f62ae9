import { processTime, truncateCommand, type Process } from '@portal/api-client';
import { ProcessEntry } from '@portal/ui-kit/process-view';

/** One process in a list: its command cut short, node, time and status; opens the process. */
export function ProcessRow({ process, onOpen, current = false }: { process: Process; onOpen: (id: number) => void; current?: boolean }) {
  return (
    <ProcessEntry
      command={truncateCommand(process.command)}
      node={process.node_alias}
      createdAt={process.created_at}
      ranAt={processTime(process)}
      success={process.success}
      current={current}
    >
      <button type="button" data-process-id={process.id} onClick={() => onOpen(process.id)} />
    </ProcessEntry>
  );
}
