import { Trans, useLingui } from '@lingui/react/macro';
import { EMPTY_PROCESS_RESULT, hasProcessResult, processTime, truncateCommand, type Process } from '@portal/api-client';
import { formatDuration } from '@portal/ui-kit/format';
import { SectionError, SectionLoading } from '@portal/ui-kit/section';
import { useId } from 'react';
import { Link } from 'react-router';
import { useProcess } from './api/get-process.ts';
import { useRelatedProcesses } from './api/get-related-processes.ts';
import * as styles from './processes.css.ts';
import { StatusBadge } from './status-badge.tsx';

/** Where a related process opens: the same panel, another process. */
export type ProcessLink = (id: number) => { to: string; replace: boolean; state: unknown };

function RelatedEntry({ process, current, linkTo }: { process: Process; current: boolean; linkTo: ProcessLink }) {
  const summary = (
    <>
      <code className={styles.command}>{truncateCommand(process.command)}</code>
      <span className={styles.relatedMeta}>
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
  if (current) {
    return (
      <div className={styles.relatedCurrent} aria-current="true">
        {summary}
      </div>
    );
  }
  const link = linkTo(process.id);
  return (
    <Link className={styles.relatedLink} to={link.to} replace={link.replace} state={link.state}>
      {summary}
    </Link>
  );
}

function RelatedProcesses({ id, linkTo }: { id: number; linkTo: ProcessLink }) {
  const { t } = useLingui();
  const related = useRelatedProcesses(id, true);
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionHeading}>
        <Trans>Related processes</Trans>
      </h3>
      {related.isPending ? (
        <SectionLoading label={t`Loading the related processes`} shape="text" lines={2} />
      ) : related.isError ? (
        <SectionError headingLevel={4} title={t`The related processes could not be loaded`} error={related.error} onRetry={() => void related.refetch()} />
      ) : (
        <ul className={styles.related} aria-labelledby={headingId}>
          {related.data.map((process) => (
            <li key={process.id}>
              <RelatedEntry process={process} current={process.id === id} linkTo={linkTo} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One process: where and when it ran, how long it took, its full command and result, and the processes run with it. */
export function ProcessDetail({ id, linkTo }: { id: number; linkTo: ProcessLink }) {
  const { t } = useLingui();
  const process = useProcess(id);
  const commandId = useId();
  const resultId = useId();

  if (process.isError) {
    return <SectionError title={t`The process could not be loaded`} error={process.error} onRetry={() => void process.refetch()} />;
  }
  const data = process.data;
  if (!data) return <SectionLoading label={t`Loading the process`} shape="text" />;
  return (
    <div className={styles.detail}>
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
          <Trans>Time taken</Trans>
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
        <h3 id={commandId} className={styles.sectionHeading}>
          <Trans>Command</Trans>
        </h3>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must take the focus, or the keyboard cannot scroll a long command */}
        <pre className={styles.output} tabIndex={0} role="region" aria-labelledby={commandId}>
          <code>{data.command}</code>
        </pre>
      </div>
      <div className={styles.section}>
        <h3 id={resultId} className={styles.sectionHeading}>
          <Trans>Result</Trans>
        </h3>
        {hasProcessResult(data) ? (
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must take the focus, or the keyboard cannot scroll a long result
          <pre className={styles.output} tabIndex={0} role="region" aria-labelledby={resultId}>
            {data.result}
          </pre>
        ) : (
          <p className={styles.emptyOutput}>{t(EMPTY_PROCESS_RESULT)}</p>
        )}
      </div>
      {data.has_transactions ? <RelatedProcesses id={id} linkTo={linkTo} /> : null}
    </div>
  );
}
