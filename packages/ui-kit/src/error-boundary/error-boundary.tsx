import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from '#error-state/error-state.tsx';
import type { HeadingLevel } from '#utils/heading.tsx';

export interface ErrorBoundaryProps {
  /** What shows instead of the children once they crashed; `reset` renders them again. */
  fallback: (props: { error: unknown; reset: () => void }) => ReactNode;
  /** The boundary starts over when one of these changes (the route, the record shown …). */
  resetKeys?: readonly unknown[];
  onError?: (error: unknown, info: ErrorInfo) => void;
  children?: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

const changed = (a: readonly unknown[] = [], b: readonly unknown[] = []) => a.length !== b.length || a.some((value, index) => !Object.is(value, b[index]));

/**
 * Keeps a crash inside the part of the page that crashed: the rest of the page keeps working.
 * React reports the error itself (to the console, or the app's `onCaughtError`).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.failed && changed(previous.resetKeys, this.props.resetKeys)) this.reset();
  }

  reset = (): void => {
    this.setState({ error: null, failed: false });
  };

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback({ error: this.state.error, reset: this.reset });
    return this.props.children;
  }
}

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
  return (
    <ErrorBoundary
      resetKeys={resetKeys}
      fallback={({ error, reset }) => (
        <ErrorState
          headingLevel={headingLevel}
          title={title}
          message="This part of the page ran into a problem. The rest of the page keeps working."
          error={{ details: crashDetails(error) }}
          onRetry={reset}
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
