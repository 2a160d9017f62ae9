import { Trans } from '@lingui/react/macro';
import { Slot, Slottable } from '@radix-ui/react-slot';
import { useId, type ComponentPropsWithRef, type ReactElement, type ReactNode } from 'react';
import { cx } from '#utils/cx.ts';
import { Heading, type HeadingLevel } from '#utils/heading.tsx';
import { ProcessStatusBadge } from './process-view.tsx';
import * as styles from './process-view.css.ts';

/** A list of processes (`ProcessEntry`s, each in an `li`). Name it with `aria-label` or `aria-labelledby`. */
export function ProcessEntryList({ className, ...props }: ComponentPropsWithRef<'ul'>) {
  return <ul className={cx(styles.list, className)} {...props} />;
}

export interface ProcessEntryProps {
  /** The command as a list shows it: cut short with the api-client's `truncateCommand`. */
  command: string;
  /** The node it ran on, where the list mixes nodes. */
  node?: string;
  /** When it ran, for the `time` element's `dateTime`. */
  createdAt: string;
  /** When it ran, as the list words it (the api-client's `processTime`). */
  ranAt: string;
  success: boolean;
  /** The process that is open: marked "(this process)", and not a control. */
  current?: boolean;
  /**
   * The control that opens the process, a `button` or a router `Link`, without children: the entry
   * fills and styles it. Without one the entry is only text.
   */
  children?: ReactElement;
}

/** One process in a list: its command, node, time and status; the whole entry opens it. */
export function ProcessEntry({ command, node, createdAt, ranAt, success, current = false, children }: ProcessEntryProps) {
  const summary = (
    <>
      <code className={styles.entryCommand}>{command}</code>
      <span className={current ? styles.currentMeta : styles.meta}>
        {node === undefined ? null : <span>{node}</span>}
        <time dateTime={createdAt}>{ranAt}</time>
        <ProcessStatusBadge success={success} />
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
      <div className={styles.currentEntry} aria-current="true">
        {summary}
      </div>
    );
  }
  if (!children) return <div className={styles.entry}>{summary}</div>;
  return (
    <Slot className={styles.entryControl}>
      <Slottable>{children}</Slottable>
      {summary}
    </Slot>
  );
}

export interface RelatedProcessesProps {
  /** The level of its "Related processes" heading: the same as the process's Command and Result. */
  headingLevel: HeadingLevel;
  /** Instead of the list, while it loads or when it failed: the caller's loading or error state. */
  fallback?: ReactNode;
  /** The entries, each `ProcessEntry` in an `li`; the open process among them is `current`. */
  children?: ReactNode;
}

/** The processes run in the same transaction as the open one, in a section named by its heading. */
export function RelatedProcesses({ headingLevel, fallback, children }: RelatedProcessesProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} className={styles.sectionHeading}>
        <Trans>Related processes</Trans>
      </Heading>
      {fallback ?? <ProcessEntryList aria-labelledby={headingId}>{children}</ProcessEntryList>}
    </section>
  );
}
