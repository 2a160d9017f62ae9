import type { RealtimeBus, RealtimeBusOptions } from './bus.ts';
import type { RealtimeStatus, SubscriptionError } from './driver.ts';
import type { ChannelKind, RealtimeEventName, RealtimeHandler, RealtimeIdentity } from './events.ts';

type AnyHandler = (payload: never) => void;

interface Subscription {
  kind: ChannelKind;
  event: string;
  handler: AnyHandler;
  /** The real bus's unsubscribe, once the bus is there. */
  off?: () => void;
}

/**
 * The app's bus, whose code loads when the first user signs in: a guest's page never downloads
 * it. Until then it keeps the subscriptions and listeners it is given and hands them to the real
 * bus (`createRealtimeBus`), which then does all the work.
 */
export function createLazyRealtimeBus(options: RealtimeBusOptions = {}): RealtimeBus {
  const subscriptions = new Set<Subscription>();
  const statusHandlers = new Map<(status: RealtimeStatus) => void, (() => void) | undefined>();
  const errorHandlers = new Map<(error: SubscriptionError) => void, (() => void) | undefined>();
  let real: RealtimeBus | null = null;
  let loading: Promise<RealtimeBus> | null = null;
  let wanted: RealtimeIdentity | null = null;
  let destroyed = false;

  function load(): Promise<RealtimeBus> {
    loading ??= import('./bus.ts').then(({ createRealtimeBus }) => {
      const bus = createRealtimeBus(options);
      if (destroyed) {
        bus.destroy();
        return bus;
      }
      real = bus;
      for (const subscription of subscriptions) {
        subscription.off = bus.subscribe(subscription.kind, subscription.event as never, subscription.handler as never);
      }
      for (const handler of statusHandlers.keys()) statusHandlers.set(handler, bus.onStatusChange(handler));
      for (const handler of errorHandlers.keys()) errorHandlers.set(handler, bus.onSubscriptionError(handler));
      if (bus.getStatus() !== 'idle') for (const handler of statusHandlers.keys()) handler(bus.getStatus());
      bus.sync(wanted);
      return bus;
    });
    return loading;
  }

  return {
    sync(identity) {
      wanted = identity;
      if (real) real.sync(identity);
      else if (identity && !destroyed) {
        load().catch((error: unknown) => {
          // The next sign-in (or the next change of the session) tries again.
          loading = null;
          console.error('The realtime client could not be loaded.', error);
        });
      }
    },
    subscribe<K extends ChannelKind, E extends RealtimeEventName<K>>(kind: K, event: E, handler: RealtimeHandler<K, E>) {
      const subscription: Subscription = { kind, event, handler: handler as AnyHandler };
      subscriptions.add(subscription);
      if (real) subscription.off = real.subscribe(kind, event, handler);
      return () => {
        subscriptions.delete(subscription);
        subscription.off?.();
      };
    },
    onSubscriptionError(handler) {
      errorHandlers.set(handler, real?.onSubscriptionError(handler));
      return () => {
        errorHandlers.get(handler)?.();
        errorHandlers.delete(handler);
      };
    },
    getStatus() {
      return real ? real.getStatus() : 'idle';
    },
    onStatusChange(handler) {
      statusHandlers.set(handler, real?.onStatusChange(handler));
      return () => {
        statusHandlers.get(handler)?.();
        statusHandlers.delete(handler);
      };
    },
    destroy() {
      destroyed = true;
      subscriptions.clear();
      statusHandlers.clear();
      errorHandlers.clear();
      real?.destroy();
    },
  };
}
