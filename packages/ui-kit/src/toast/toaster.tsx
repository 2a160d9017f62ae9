import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToasterProps } from './sonner-toaster.tsx';
import { onToastsRequested, toastsRequested } from './toast.ts';

const SonnerToaster = lazy(() => import('./sonner-toaster.tsx').then((module) => ({ default: module.Toaster })));

/**
 * Mount once in the app shell. It renders nothing, and loads nothing, until the first toast is
 * asked for. Toasts default to the bottom right, as the spec's do.
 */
export function Toaster(props: ToasterProps) {
  const requested = useSyncExternalStore(onToastsRequested, toastsRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
    </Suspense>
  );
}

export type { ToasterProps };
