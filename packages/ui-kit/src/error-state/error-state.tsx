import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Button } from '#button/button.tsx';
import { AlertIcon } from '#icons/alert-icon.tsx';
import { Heading, type HeadingLevel } from '#utils/heading.tsx';
import { cx } from '#utils/cx.ts';
import * as styles from './error-state.css.ts';

export interface ErrorStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'role'> {
  title?: ReactNode;
  message?: ReactNode;
  /** Renders a "Try again" button that calls it. */
  onRetry?: () => void;
  retryLabel?: string;
  headingLevel?: HeadingLevel;
}

/** A failed load in place of the content that could not be shown. */
export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  retryLabel = 'Try again',
  headingLevel = 2,
  className,
  ...props
}: ErrorStateProps) {
  return (
    <div role="alert" className={cx(styles.root, className)} {...props}>
      <div className={styles.icon} aria-hidden="true">
        <AlertIcon />
      </div>
      <Heading level={headingLevel} className={styles.title}>
        {title}
      </Heading>
      {message ? <p className={styles.message}>{message}</p> : null}
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
