import { useLingui } from '@lingui/react/macro';
import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Button } from '#button/button.tsx';
import { AlertIcon } from '#icons/alert-icon.tsx';
import { Heading, type HeadingLevel } from '#utils/heading.tsx';
import { cx } from '#utils/cx.ts';
import { errorText } from '#utils/error-text.ts';
import * as styles from './error-state.css.ts';

export interface ErrorStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'role'> {
  title?: ReactNode;
  /** What went wrong; defaults to the message of `error`. */
  message?: ReactNode;
  /**
   * The failure itself. Its `message` is shown when no `message` is given (its `descriptor`, in
   * the active language, when the portal worded the failure itself); its `details` (a text
   * an error may carry, such as the call and the place an unreadable answer differs) sit behind a
   * toggle, ready to be copied into a support ticket.
   */
  error?: unknown;
  /** Renders a "Try again" button that calls it. */
  onRetry?: () => void;
  retryLabel?: string;
  headingLevel?: HeadingLevel;
}

function detailsOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const value = (error as Record<string, unknown>).details;
  return typeof value === 'string' && value ? value : undefined;
}

/** The details of a failure, folded away, with a button that copies them. */
export function ErrorDetails({ details }: { details: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  return (
    <details className={styles.details}>
      <summary className={styles.summary}>{t`Show details`}</summary>
      <pre className={styles.pre}>{details}</pre>
      {typeof navigator !== 'undefined' && navigator.clipboard ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            void navigator.clipboard.writeText(details).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {copied ? t`Copied` : t`Copy details`}
        </Button>
      ) : null}
    </details>
  );
}

/** A failed load in place of the content that could not be shown. */
export function ErrorState({
  title: titleProp,
  message,
  error,
  onRetry,
  retryLabel: retryLabelProp,
  headingLevel = 2,
  className,
  ...props
}: ErrorStateProps) {
  const { t } = useLingui();
  const title = titleProp === undefined ? t`Something went wrong` : titleProp;
  const retryLabel = retryLabelProp ?? t`Try again`;
  const shown = message ?? errorText(error);
  const details = detailsOf(error);
  return (
    <div role="alert" className={cx(styles.root, className)} {...props}>
      <div className={styles.icon} aria-hidden="true">
        <AlertIcon />
      </div>
      <Heading level={headingLevel} className={styles.title}>
        {title}
      </Heading>
      {shown ? <p className={styles.message}>{shown}</p> : null}
      {details ? <ErrorDetails details={details} /> : null}
      {onRetry ? (
        <div className={styles.action}>
          <Button variant="secondary" onClick={onRetry}>
            {retryLabel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
