import type { ReactNode } from 'react';
import { ErrorState, type ErrorStateProps } from '#error-state/error-state.tsx';

export interface SectionErrorProps extends ErrorStateProps {
  /** Names what failed: "The backups could not be loaded". */
  title: ReactNode;
}

/**
 * A part of a screen that could not load: the failure's message, its details behind a toggle, and
 * Try again when `onRetry` is given. Its heading is an `h3` (inside a titled card or section).
 */
export function SectionError({ headingLevel = 3, ...props }: SectionErrorProps) {
  return <ErrorState headingLevel={headingLevel} {...props} />;
}
