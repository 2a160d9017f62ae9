import { createContext, useContext, useEffect, useLayoutEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { RealtimeBus } from './bus.ts';
import type { RealtimeStatus } from './driver.ts';
import type { ChannelKind, RealtimeEventName, RealtimeHandler, RealtimePayload } from './events.ts';

const RealtimeContext = createContext<RealtimeBus | null>(null);

export interface RealtimeProviderProps {
  bus: RealtimeBus;
  children?: ReactNode;
}

/** Makes the app's bus available to the hooks below. The app owns the bus and its `sync`/`destroy`. */
export function RealtimeProvider({ bus, children }: RealtimeProviderProps) {
  return <RealtimeContext.Provider value={bus}>{children}</RealtimeContext.Provider>;
}

export function useRealtimeBus(): RealtimeBus {
  const bus = useContext(RealtimeContext);
  if (!bus) throw new Error('useRealtimeBus needs a <RealtimeProvider> above it');
  return bus;
}

/**
 * Calls `handler` for each `event` on the user's channel of `kind` while the component is mounted.
 * The latest `handler` is always the one called; a new function does not resubscribe.
 */
export function useRealtimeEvent<K extends ChannelKind, E extends RealtimeEventName<K>>(
  kind: K,
  event: E,
  handler: RealtimeHandler<K, E>,
): void {
  const bus = useRealtimeBus();
  const latest = useRef(handler);
  // Before any passive effect runs, so an event dispatched from one already sees this render's handler.
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(
    () => bus.subscribe(kind, event, (payload: RealtimePayload<K, E>) => latest.current(payload)),
    [bus, kind, event],
  );
}

/** The bus's connection status, re-rendering on every change. */
export function useRealtimeStatus(): RealtimeStatus {
  const bus = useRealtimeBus();
  return useSyncExternalStore(bus.onStatusChange, bus.getStatus, bus.getStatus);
}
