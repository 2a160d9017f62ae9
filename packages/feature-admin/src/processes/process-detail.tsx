import { Trans, useLingui } from '@lingui/react/macro';
import { processTime, truncateCommand } from '@portal/api-client';
import { ProcessEntry, ProcessView, RelatedProcesses } from '@portal/ui-kit/process-view';
import { SectionError, SectionLoading } from '@portal/ui-kit/section';
import { Link } from 'react-router';
import { useProcess } from './api/get-process.ts';
import { useRelatedProcesses } from './api/get-related-processes.ts';

/** Where a related process opens: the same panel, another process. */
export type ProcessLink = (id: number) => { to: string; replace: boolean; state: unknown };

function Related({ id, linkTo }: { id: number; linkTo: ProcessLink }) {
  const { t } = useLingui();
  const related = useRelatedProcesses(id, true);
  return (
    <RelatedProcesses
      headingLevel={3}
      fallback={
        related.isPending ? (
          <SectionLoading label={t`Loading the related processes`} shape="text" lines={2} />
        ) : related.isError ? (
          <SectionError headingLevel={4} title={t`The related processes could not be loaded`} error={related.error} onRetry={() => void related.refetch()} />
        ) : null
      }
    >
      {related.data?.map((process) => {
        const link = linkTo(process.id);
        return (
          <li key={process.id}>
            <ProcessEntry
              command={truncateCommand(process.command)}
              createdAt={process.created_at}
              ranAt={processTime(process)}
              success={process.success}
              current={process.id === id}
            >
              <Link to={link.to} replace={link.replace} state={link.state} />
            </ProcessEntry>
          </li>
        );
      })}
    </RelatedProcesses>
  );
}

/** One process: where and when it ran, how long it took, its full command and result, and the processes run with it. */
export function ProcessDetail({ id, linkTo }: { id: number; linkTo: ProcessLink }) {
  const { t } = useLingui();
  const process = useProcess(id);

  if (process.isError) {
    return <SectionError title={t`The process could not be loaded`} error={process.error} onRetry={() => void process.refetch()} />;
  }
  const data = process.data;
  if (!data) return <SectionLoading label={t`Loading the process`} shape="text" />;
  return (
    <ProcessView process={data} ranAt={processTime(data)} headingLevel={3} durationTerm={<Trans>Time taken</Trans>}>
      {data.has_transactions ? <Related id={id} linkTo={linkTo} /> : null}
    </ProcessView>
  );
}
