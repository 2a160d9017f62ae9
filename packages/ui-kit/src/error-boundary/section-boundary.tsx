import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ErrorState } from '#error-state/error-state.tsx';
import type { HeadingLevel } from '#utils/heading.tsx';
import { ErrorBoundary } from './error-boundary.tsx';

/** What a crash was, for the details a user can copy into a ticket. */
export function crashDetails(error: unknown): string {
  if (error && typeof error === 'object') {
    const details = (error as { details?: unknown }).details;
    if (typeof details === 'string' && details) return details;
    const { name, message } = error as { name?: unknown; message?: unknown };
    if (typeof message === 'string') return `${typeof name === 'string' ? name : 'Error'}: ${message}`;
  }
  return String(error);
}

export interface SectionBoundaryProps {
  /** Names the part in its fallback: "The backups could not be shown". */
  title: string;
  headingLevel?: HeadingLevel;
  resetKeys?: readonly unknown[];
  children?: ReactNode;
}

/**
 * An optional part of a screen (a tab, a card, a summary line) that may fail on its own: its
 * crash shows a short error with a way to try again, and the rest of the screen stays.
 */
export function SectionBoundary({ title, headingLevel = 3, resetKeys, children }: SectionBoundaryProps) {
  const { t } = useLingui();
  return (
    <ErrorBoundary
      resetKeys={resetKeys}
      fallback={({ error, reset }) => (
        <ErrorState
          headingLevel={headingLevel}
          title={title}
          message={t`This part of the page ran into a problem. The rest of the page keeps working.`}
          error={{ details: crashDetails(error) }}
          onRetry={reset}
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
