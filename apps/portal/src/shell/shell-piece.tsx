import { ErrorBoundary } from '@portal/ui-kit/error-boundary';
import { Suspense, type ReactNode } from 'react';

/**
 * One lazily loaded piece of the shell (the bell, the account menu, the search, the panels and
 * alerts). Each loads and fails on its own: a crash in one leaves the others and the screen as
 * they are, showing `fallback` (nothing by default) in its place.
 */
export function ShellPiece({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <ErrorBoundary fallback={() => fallback}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}
