import type { RealtimeDriver, RealtimeDriverFactory, RealtimeStatus, SubscriptionError } from './driver.ts';
import { createEchoDriver } from './echo-driver.ts';
import {
  channelName,
  channelsFor,
  type ChannelKind,
  type RealtimeEventName,
  type RealtimeHandler,
  type RealtimeIdentity,
  type RealtimePayload,
} from './events.ts';
// A type only: the module itself is loaded with `import()` below.
import type { checkPayload as checkPayloadType } from './payload-schemas.ts';
import { realtimeUrlFromEnv } from './url.ts';

export interface RealtimeBusOptions {
  /** Makes the connections; the Echo driver unless a test double is given. */
  driver?: RealtimeDriverFactory;
  /** The realtime server; `realtimeUrlFromEnv()` when left out, read when the first connection opens. */
  url?: string;
}

export interface RealtimeBus {
  /**
   * Makes the connection match the session: call it with the identity whenever the session or the
   * system settings change, with `null` when signed out or not loaded yet. Equal identities do nothing.
   */
  sync(identity: RealtimeIdentity | null): void;
  /** Calls `handler` for every `event` on the user's channel of `kind`; returns the unsubscribe. */
  subscribe<K extends ChannelKind, E extends RealtimeEventName<K>>(
    kind: K,
    event: E,
    handler: RealtimeHandler<K, E>,
  ): () => void;
  /** A private channel the server refused (the raw `subscription_error`). */
  onSubscriptionError(handler: (error: SubscriptionError) => void): () => void;
  getStatus(): RealtimeStatus;
  onStatusChange(handler: (status: RealtimeStatus) => void): () => void;
  /** Leaves every channel, closes the connection and forgets every handler. */
  destroy(): void;
}

type Callback = (payload: unknown) => void;

type PayloadChecker = typeof checkPayloadType;

// The payload schemas are loaded once per page, by the first bus that opens a connection; they
// stay out of the bundle of the pages that import the bus (`src/bundle.test.ts`).
let loadedChecker: PayloadChecker | undefined;
let loadingChecker: Promise<PayloadChecker> | undefined;

function loadPayloadChecker(): Promise<PayloadChecker> {
  loadingChecker ??= import('./payload-schemas.ts').then(
    (module) => (loadedChecker = module.checkPayload),
    (error: unknown) => {
      // The next connection or event tries again.
      loadingChecker = undefined;
      throw error;
    },
  );
  return loadingChecker;
}

/**
 * Loads the payload schemas now instead of with the first connection. For tests (through
 * `@portal/realtime/testing`): once they are loaded, every bus delivers an event as it arrives.
 */
export async function loadRealtimePayloadSchemas(): Promise<void> {
  await loadPayloadChecker();
}

interface QueuedEvent {
  kind: ChannelKind;
  event: string;
  payload: unknown;
}

interface Connection {
  readonly driver: RealtimeDriver;
  readonly tenant: string;
  token: string;
  state: 'loading' | 'ready' | 'failed';
  /** Channel kinds joined through this connection's driver. */
  readonly joined: Set<ChannelKind>;
  /** Per joined kind, the events the driver listens to. */
  readonly listening: Map<ChannelKind, Set<string>>;
}

function sameIdentity(a: RealtimeIdentity | null, b: RealtimeIdentity | null): boolean {
  if (a === null || b === null) return a === b;
  return a.token === b.token && a.tenant === b.tenant && a.isAdmin === b.isAdmin && a.isModerator === b.isModerator;
}

// One throwing handler must not stop the others, nor the socket's event loop; the error still
// surfaces as an uncaught error, where the app's error reporting sees it.
function callSafely<T>(handler: (value: T) => void, value: T): void {
  try {
    handler(value);
  } catch (error) {
    if (typeof globalThis.reportError === 'function') {
      globalThis.reportError(error);
    } else {
      queueMicrotask(() => {
        throw error;
      });
    }
  }
}

/**
 * The portal's one realtime bus. Handlers belong to the bus, not to a connection: they can be added
 * before the first connection and survive every rebuild.
 */
export function createRealtimeBus(options: RealtimeBusOptions = {}): RealtimeBus {
  const makeDriver = options.driver ?? createEchoDriver;
  const handlers = new Map<ChannelKind, Map<string, Set<Callback>>>();
  // One stable callback per (kind, event) to hand to drivers, so that it can be taken back.
  const dispatchers = new Map<string, Callback>();
  const statusHandlers = new Set<(status: RealtimeStatus) => void>();
  const errorHandlers = new Set<(error: SubscriptionError) => void>();
  let identity: RealtimeIdentity | null = null;
  let connection: Connection | null = null;
  let status: RealtimeStatus = 'idle';
  let destroyed = false;
  // Events wait here, in the order they arrived, while the payload schemas load.
  let checkPayload: PayloadChecker | undefined = loadedChecker;
  let checkerLoading = false;
  const waiting: QueuedEvent[] = [];

  function setStatus(next: RealtimeStatus): void {
    if (status === next) return;
    status = next;
    for (const handler of [...statusHandlers]) callSafely(handler, next);
  }

  /** Hands a checked payload to the event's handlers; a payload that does not match its schema reaches none. */
  function deliver({ kind, event, payload }: QueuedEvent, check: PayloadChecker): void {
    const callbacks = handlers.get(kind)?.get(event);
    if (!callbacks?.size) return;
    const checked = check(kind, event, payload);
    if (!checked.ok) {
      console.warn(`Realtime event ${kind}/${event} dropped: ${checked.problem}`);
      return;
    }
    for (const callback of [...callbacks]) callSafely(callback, checked.value);
  }

  /** Loads the payload schemas unless they are loaded or loading, then delivers what waited for them. */
  function prepareChecks(): void {
    if (checkPayload || checkerLoading) return;
    if (loadedChecker) {
      checkPayload = loadedChecker;
      return;
    }
    checkerLoading = true;
    loadPayloadChecker().then(
      (check) => {
        checkerLoading = false;
        if (destroyed) return;
        checkPayload = check;
        // One at a time: an event dispatched by a handler meanwhile queues behind the rest.
        for (let next = waiting.shift(); next; next = waiting.shift()) deliver(next, check);
      },
      (error: unknown) => {
        checkerLoading = false;
        if (destroyed) return;
        // A payload that cannot be checked is not handed on; the portal keeps working without it.
        const dropped = waiting.splice(0);
        console.error(`The realtime payload schemas could not be loaded; ${dropped.length} event(s) dropped`, error);
      },
    );
  }

  function dispatcher(kind: ChannelKind, event: string): Callback {
    const key = `${kind} ${event}`;
    let dispatch = dispatchers.get(key);
    if (!dispatch) {
      dispatch = (payload) => {
        const arrived: QueuedEvent = { kind, event, payload };
        if (checkPayload && waiting.length === 0) {
          deliver(arrived, checkPayload);
          return;
        }
        waiting.push(arrived);
        prepareChecks();
      };
      dispatchers.set(key, dispatch);
    }
    return dispatch;
  }

  function listen(conn: Connection, kind: ChannelKind, event: string): void {
    conn.driver.listen(channelName(kind, conn.tenant), event, dispatcher(kind, event));
    let events = conn.listening.get(kind);
    if (!events) conn.listening.set(kind, (events = new Set()));
    events.add(event);
  }

  function stopListening(conn: Connection, kind: ChannelKind, event: string): void {
    const events = conn.listening.get(kind);
    if (!events?.delete(event)) return;
    conn.driver.stopListening(channelName(kind, conn.tenant), event, dispatcher(kind, event));
  }

  function join(conn: Connection, kind: ChannelKind): void {
    conn.driver.join(channelName(kind, conn.tenant));
    conn.joined.add(kind);
    for (const event of handlers.get(kind)?.keys() ?? []) listen(conn, kind, event);
  }

  function leave(conn: Connection, kind: ChannelKind): void {
    for (const event of [...(conn.listening.get(kind) ?? [])]) stopListening(conn, kind, event);
    conn.listening.delete(kind);
    conn.driver.leave(channelName(kind, conn.tenant));
    conn.joined.delete(kind);
  }

  /** Joins the channels the identity's roles call for and leaves the others. */
  function reconcileChannels(): void {
    const conn = connection;
    if (!conn || conn.state !== 'ready' || !identity) return;
    const wanted = new Set(channelsFor(identity));
    for (const kind of [...conn.joined]) if (!wanted.has(kind)) leave(conn, kind);
    for (const kind of wanted) if (!conn.joined.has(kind)) join(conn, kind);
  }

  function open(next: RealtimeIdentity): void {
    const conn: Connection = {
      driver: makeDriver(),
      tenant: next.tenant,
      token: next.token,
      state: 'loading',
      joined: new Set(),
      listening: new Map(),
    };
    connection = conn;
    // Events can arrive only once a connection exists: the schemas of their payloads load now.
    prepareChecks();
    setStatus('connecting');
    const ready = (): void => {
      if (connection !== conn) return;
      conn.state = 'ready';
      // The token may have changed while the driver was loading.
      if (conn.token !== next.token) conn.driver.setToken(conn.token);
      reconcileChannels();
    };
    const failed = (error: unknown): void => {
      if (connection !== conn) return;
      conn.state = 'failed';
      conn.driver.disconnect();
      // The portal works without realtime; the next sync tries again.
      console.error('The realtime connection could not be set up', error);
      setStatus('disconnected');
    };
    try {
      const pending = conn.driver.connect({
        url: options.url ?? realtimeUrlFromEnv(),
        token: conn.token,
        events: {
          // A connection that was replaced may still report: only the current one speaks for the bus.
          status: (reported) => {
            if (connection === conn) setStatus(reported);
          },
          subscriptionError: (error) => {
            if (connection !== conn) return;
            for (const handler of [...errorHandlers]) callSafely(handler, error);
          },
        },
      });
      if (pending) pending.then(ready).catch(failed);
      else ready();
    } catch (error) {
      failed(error);
    }
  }

  function teardown(): void {
    const conn = connection;
    if (!conn) return;
    connection = null;
    // What the closed connection delivered is not handed on once its session is over.
    waiting.length = 0;
    if (conn.state === 'ready') for (const kind of [...conn.joined]) leave(conn, kind);
    conn.driver.disconnect();
  }

  function alive(): void {
    if (destroyed) throw new Error('The realtime bus has been destroyed');
  }

  return {
    sync(next) {
      alive();
      if (sameIdentity(identity, next) && connection?.state !== 'failed') return;
      identity = next && { ...next };
      if (!next) {
        teardown();
        setStatus('idle');
        return;
      }
      if (!connection || connection.state === 'failed' || connection.tenant !== next.tenant) {
        teardown();
        open(next);
        return;
      }
      const conn = connection;
      if (conn.token !== next.token) {
        conn.token = next.token;
        conn.driver.setToken(next.token);
        // The server checks a token only when a channel is subscribed: every channel is left and
        // subscribed again below, this time with the new header.
        if (conn.state === 'ready') for (const kind of [...conn.joined]) leave(conn, kind);
      }
      reconcileChannels();
    },

    subscribe<K extends ChannelKind, E extends RealtimeEventName<K>>(
      kind: K,
      event: E,
      handler: RealtimeHandler<K, E>,
    ): () => void {
      alive();
      let events = handlers.get(kind);
      if (!events) handlers.set(kind, (events = new Map()));
      let callbacks = events.get(event);
      const first = !callbacks;
      if (!callbacks) events.set(event, (callbacks = new Set()));
      // A wrapper per subscription, so that the same function subscribed twice unsubscribes twice.
      const callback: Callback = (payload) => handler(payload as RealtimePayload<K, E>);
      callbacks.add(callback);
      const conn = connection;
      if (first && conn?.state === 'ready' && conn.joined.has(kind)) listen(conn, kind, event);

      const owned = callbacks;
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        owned.delete(callback);
        if (owned.size > 0 || handlers.get(kind)?.get(event) !== owned) return;
        handlers.get(kind)?.delete(event);
        const current = connection;
        if (current?.state === 'ready') stopListening(current, kind, event);
      };
    },

    onSubscriptionError(handler) {
      errorHandlers.add(handler);
      return () => {
        errorHandlers.delete(handler);
      };
    },

    getStatus: () => status,

    onStatusChange(handler) {
      statusHandlers.add(handler);
      return () => {
        statusHandlers.delete(handler);
      };
    },

    destroy() {
      if (destroyed) return;
      teardown();
      identity = null;
      setStatus('idle');
      destroyed = true;
      handlers.clear();
      statusHandlers.clear();
      errorHandlers.clear();
    },
  };
}
