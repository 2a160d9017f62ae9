import { Trans, useLingui } from '@lingui/react/macro';
import { EMPTY_PROCESS_RESULT, hasProcessResult, processTime } from '@portal/api-client';
import { Button } from '@portal/ui-kit/button';
import { ErrorState } from '@portal/ui-kit/error-state';
import { formatDuration } from '@portal/ui-kit/format';
import { useEffect, useId, useRef } from 'react';
import { useProcess } from './api/get-process.ts';
import { useRelatedProcesses } from './api/get-related-processes.ts';
import { ListLoading } from './process-list.tsx';
import { ProcessRow, StatusBadge } from './process-row.tsx';
import * as styles from './recent-processes.css.ts';

function RelatedProcesses({ id, onOpen }: { id: number; onOpen: (id: number) => void }) {
  const related = useRelatedProcesses(id, true);
  const headingId = useId();
  const { t } = useLingui();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.sectionHeading}>
        <Trans>Related processes</Trans>
      </h4>
      {related.isPending ? (
        <ListLoading label={t`Loading the related processes`} rows={2} />
      ) : related.isError ? (
        <ErrorState
          headingLevel={5}
          title={t`The related processes could not be loaded`}
          error={related.error}
          onRetry={() => void related.refetch()}
        />
      ) : (
        <ul className={styles.list} aria-labelledby={headingId}>
          {related.data.map((process) => (
            <li key={process.id}>
              <ProcessRow process={process} onOpen={onOpen} current={process.id === id} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One process: its full command and result, where and when it ran, and the processes run with it. */
export function ProcessDetail({ id, onOpen, onBack }: { id: number; onOpen: (id: number) => void; onBack: () => void }) {
  const process = useProcess(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const commandId = useId();
  const resultId = useId();
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
        <>
          <dl className={styles.facts}>
            <dt className={styles.factTerm}>
              <Trans>Node</Trans>
            </dt>
            <dd className={styles.factValue}>{data.node_alias}</dd>
            <dt className={styles.factTerm}>
              <Trans>Host</Trans>
            </dt>
            <dd className={styles.factValue}>{data.host || t`Unknown`}</dd>
            <dt className={styles.factTerm}>
              <Trans>Time</Trans>
            </dt>
            <dd className={styles.factValue}>
              <time dateTime={data.created_at}>{processTime(data)}</time>
            </dd>
            <dt className={styles.factTerm}>
              <Trans>Duration</Trans>
            </dt>
            <dd className={styles.factValue}>{formatDuration(data.time)}</dd>
            <dt className={styles.factTerm}>
              <Trans>Status</Trans>
            </dt>
            <dd className={styles.factValue}>
              <StatusBadge success={data.success} />
            </dd>
          </dl>
          <div className={styles.section}>
            <h4 id={commandId} className={styles.sectionHeading}>
              <Trans>Command</Trans>
            </h4>
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must take the focus, or the keyboard cannot scroll a long command */}
            <pre className={styles.output} tabIndex={0} role="region" aria-labelledby={commandId}>
              <code>{data.command}</code>
            </pre>
          </div>
          <div className={styles.section}>
            <h4 id={resultId} className={styles.sectionHeading}>
              <Trans>Result</Trans>
            </h4>
            {hasProcessResult(data) ? (
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must take the focus, or the keyboard cannot scroll a long result
              <pre className={styles.output} tabIndex={0} role="region" aria-labelledby={resultId}>
                {data.result}
              </pre>
            ) : (
              <p className={styles.emptyOutput}>{t(EMPTY_PROCESS_RESULT)}</p>
            )}
          </div>
          {data.has_transactions ? <RelatedProcesses id={id} onOpen={onOpen} /> : null}
        </>
      )}
    </div>
  );
}
