import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Badge } from '#badge/badge.tsx';
import { formatDuration } from '#format/format.ts';
import { Heading, type HeadingLevel } from '#utils/heading.tsx';
import * as styles from './process-view.css.ts';

/** What the view shows of a process: the API's `Process` fits as it is. */
export interface ProcessViewData {
  command: string;
  result: string | null;
  success: boolean;
  /** Seconds the command ran. */
  time: number;
  /** When it ran, for the `time` element's `dateTime`. */
  created_at: string;
  node_alias: string;
  host?: string | null;
}

export interface ProcessViewProps {
  process: ProcessViewData;
  /** When it ran, as the list words it (the api-client's `processTime`: "Today 14:05:09"). */
  ranAt: string;
  /** The level of the Command and Result headings: one below the process's own heading. */
  headingLevel: HeadingLevel;
  /** The duration's term, for a screen that words it its own way; "Duration" by default. */
  durationTerm?: ReactNode;
  /** Under the result: the processes run with it (`RelatedProcesses`). */
  children?: ReactNode;
}

/** A process's outcome: "Success" or "Failed". */
export function ProcessStatusBadge({ success }: { success: boolean }) {
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

/** Blank output counts as none, so the empty-result text shows instead of an empty box. */
function hasResult(result: string | null): result is string {
  return Boolean(result?.trim());
}

function Output({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must take the focus, or the keyboard cannot scroll a long command or result
    <pre className={styles.output} tabIndex={0} role="region" aria-labelledby={labelledBy}>
      {children}
    </pre>
  );
}

/**
 * One process: where and when it ran, how long it took and how it ended, its full command and its
 * result (each a focusable region named by its heading), then what the caller adds (the related
 * processes). The caller fetches the process and shows its loading and error states.
 */
export function ProcessView({ process, ranAt, headingLevel, durationTerm, children }: ProcessViewProps) {
  const { t } = useLingui();
  const commandId = useId();
  const resultId = useId();
  return (
    <div className={styles.view}>
      <dl className={styles.facts}>
        <dt className={styles.factTerm}>
          <Trans>Node</Trans>
        </dt>
        <dd className={styles.factValue}>{process.node_alias}</dd>
        <dt className={styles.factTerm}>
          <Trans>Host</Trans>
        </dt>
        <dd className={styles.factValue}>{process.host || t`Unknown`}</dd>
        <dt className={styles.factTerm}>
          <Trans>Time</Trans>
        </dt>
        <dd className={styles.factValue}>
          <time dateTime={process.created_at}>{ranAt}</time>
        </dd>
        <dt className={styles.factTerm}>{durationTerm ?? <Trans>Duration</Trans>}</dt>
        <dd className={styles.factValue}>{formatDuration(process.time)}</dd>
        <dt className={styles.factTerm}>
          <Trans>Status</Trans>
        </dt>
        <dd className={styles.factValue}>
          <ProcessStatusBadge success={process.success} />
        </dd>
      </dl>
      <div className={styles.section}>
        <Heading level={headingLevel} id={commandId} className={styles.sectionHeading}>
          <Trans>Command</Trans>
        </Heading>
        <Output labelledBy={commandId}>
          <code>{process.command}</code>
        </Output>
      </div>
      <div className={styles.section}>
        <Heading level={headingLevel} id={resultId} className={styles.sectionHeading}>
          <Trans>Result</Trans>
        </Heading>
        {hasResult(process.result) ? (
          <Output labelledBy={resultId}>{process.result}</Output>
        ) : (
          // Spec section 8: what a process says when its command printed nothing.
          <p className={styles.emptyOutput}>
            <Trans>Command returned empty string.</Trans>
          </p>
        )}
      </div>
      {children}
    </div>
  );
}
