import { Trans, useLingui } from '@lingui/react/macro';
import { processTime } from '@portal/api-client';
import { Button } from '@portal/ui-kit/button';
import { ErrorState } from '@portal/ui-kit/error-state';
import { ProcessView, RelatedProcesses } from '@portal/ui-kit/process-view';
import { useEffect, useRef } from 'react';
import { useProcess } from './api/get-process.ts';
import { useRelatedProcesses } from './api/get-related-processes.ts';
import { ListLoading } from './process-list.tsx';
import { ProcessRow } from './process-row.tsx';
import * as styles from './recent-processes.css.ts';

function Related({ id, onOpen }: { id: number; onOpen: (id: number) => void }) {
  const related = useRelatedProcesses(id, true);
  const { t } = useLingui();
  return (
    <RelatedProcesses
      headingLevel={4}
      fallback={
        related.isPending ? (
          <ListLoading label={t`Loading the related processes`} rows={2} />
        ) : related.isError ? (
          <ErrorState
            headingLevel={5}
            title={t`The related processes could not be loaded`}
            error={related.error}
            onRetry={() => void related.refetch()}
          />
        ) : null
      }
    >
      {related.data?.map((process) => (
        <li key={process.id}>
          <ProcessRow process={process} onOpen={onOpen} current={process.id === id} />
        </li>
      ))}
    </RelatedProcesses>
  );
}

/** One process: its full command and result, where and when it ran, and the processes run with it. */
export function ProcessDetail({ id, onOpen, onBack }: { id: number; onOpen: (id: number) => void; onBack: () => void }) {
  const process = useProcess(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const { t } = useLingui();

  // The view changed under the user's feet: say where they are now.
  useEffect(() => {
    heading.current?.focus();
  }, [id]);

  const data = process.data;
  return (
    <div className={styles.detail}>
      <Button variant="secondary" size="sm" className={styles.back} onClick={onBack}>
        <Trans>Back</Trans>
      </Button>
      <h3 ref={heading} tabIndex={-1} className={styles.detailHeading}>
        <Trans>Process #{id}</Trans>
      </h3>
      {process.isError ? (
        <ErrorState
          headingLevel={4}
          title={t`The process could not be loaded`}
          error={process.error}
          onRetry={() => void process.refetch()}
        />
      ) : !data ? (
        <ListLoading label={t`Loading the process`} rows={2} />
      ) : (
        <ProcessView process={data} ranAt={processTime(data)} headingLevel={4}>
          {data.has_transactions ? <Related id={id} onOpen={onOpen} /> : null}
        </ProcessView>
      )}
    </div>
  );
}
