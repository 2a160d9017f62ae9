import { Component, type ErrorInfo, type ReactNode } from 'react';

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
