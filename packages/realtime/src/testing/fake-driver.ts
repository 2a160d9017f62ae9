import { loadRealtimePayloadSchemas } from '../bus.ts';
import type { RealtimeDriver, RealtimeDriverEvents, RealtimeDriverFactory } from '../driver.ts';
import { channelKindOf, type ChannelKind, type RealtimeEventName, type RealtimePayload } from '../events.ts';

type Callback = (payload: unknown) => void;

interface FakeChannel {
  listeners: Map<string, Set<Callback>>;
  /** Whether the (simulated) server has the socket in the channel's room. */
  authorised: boolean;
}

interface FakeConnection {
  open: boolean;
  online: boolean;
  token: string;
  events: RealtimeDriverEvents | undefined;
  channels: Map<string, FakeChannel>;
}

/** `emit`'s payload argument: required unless the event carries nothing. */
type PayloadArgs<K extends ChannelKind, E extends RealtimeEventName<K>> = [RealtimePayload<K, E>] extends [void]
  ? [payload?: RealtimePayload<K, E>]
  : [payload: RealtimePayload<K, E>];

export interface FakeRealtimeDriver {
  /** Give it to `createRealtimeBus({ driver: fake.factory })`. */
  factory: RealtimeDriverFactory;
  /**
   * Broadcasts an event as the server would: it reaches the channels of that kind that are joined
   * and authorised on a live connection, whatever their tenant. Returns how many channels it reached.
   */
  emit<K extends ChannelKind, E extends RealtimeEventName<K>>(kind: K, event: E, ...payload: PayloadArgs<K, E>): number;
  /** The next subscription to a channel of this kind is refused with `subscription_error` (403 unless told). */
  refuse(kind: ChannelKind, status?: number): void;
  /** How many connections the bus has opened so far. */
  readonly connections: number;
  /** The channels the server has the client in right now (`system.acme`, `tickets.unread.acme`…), sorted. */
  joinedChannels(): string[];
  /** The `Authorization` header of the last subscription to each channel. */
  authHeaders(): Record<string, string>;
  /** Simulates losing the server: every live connection drops and waits to reconnect. */
  disconnect(): void;
  /** The server is back: connections come up and re-subscribe every channel, as Echo does. */
  reconnect(): void;
  /**
   * Resolves once what the server sent has been delivered: its pending answers (subscription
   * errors), and the events that waited for the bus's payload schemas to load.
   */
  flush(): Promise<void>;
}

/**
 * An in-memory realtime server and driver in one, for tests and the demo backend. It behaves like
 * laravel-echo-server behind Echo: subscriptions carry the current bearer token, refusals come back
 * asynchronously as subscription errors, a dropped connection loses its rooms and re-subscribes
 * everything when it comes back. Connecting succeeds at once (status `connected`).
 */
export function createFakeRealtimeDriver(): FakeRealtimeDriver {
  const live = new Set<FakeConnection>();
  const refusals = new Map<ChannelKind, number>();
  const lastAuth = new Map<string, string>();
  let connections = 0;
  let pending: Promise<void> = Promise.resolve();

  // The real server answers a subscription after an HTTP round trip; so does this one, a microtask later.
  function later(task: () => void): void {
    pending = pending.then(() => {
      try {
        task();
      } catch (error) {
        // Keep the queue going; the error still surfaces as an uncaught one.
        queueMicrotask(() => {
          throw error;
        });
      }
    });
  }

  function subscribe(conn: FakeConnection, name: string, channel: FakeChannel): void {
    const header = `Bearer ${conn.token}`;
    lastAuth.set(name, header);
    const kind = channelKindOf(name);
    const refusal = kind && refusals.get(kind);
    if (kind && refusal !== undefined) {
      refusals.delete(kind);
      channel.authorised = false;
      later(() => {
        if (conn.open) conn.events?.subscriptionError({ channel: name, status: refusal });
      });
      return;
    }
    channel.authorised = true;
  }

  const factory: RealtimeDriverFactory = () => {
    const conn: FakeConnection = { open: true, online: false, token: '', events: undefined, channels: new Map() };

    function channel(name: string): FakeChannel {
      const found = conn.channels.get(name);
      if (!found) throw new Error(`The fake realtime driver has not joined ${name}`);
      return found;
    }

    const driver: RealtimeDriver = {
      connect({ token, events }) {
        connections += 1;
        conn.token = token;
        conn.events = events;
        conn.online = true;
        live.add(conn);
        events.status('connected');
      },
      setToken(token) {
        conn.token = token;
      },
      join(name) {
        if (conn.channels.has(name)) return;
        const joined: FakeChannel = { listeners: new Map(), authorised: false };
        conn.channels.set(name, joined);
        // Offline, the subscription waits for the reconnect, which subscribes every channel.
        if (conn.online) subscribe(conn, name, joined);
      },
      leave(name) {
        conn.channels.delete(name);
      },
      listen(name, event, callback) {
        const listeners = channel(name).listeners;
        let callbacks = listeners.get(event);
        if (!callbacks) listeners.set(event, (callbacks = new Set()));
        callbacks.add(callback);
      },
      stopListening(name, event, callback) {
        conn.channels.get(name)?.listeners.get(event)?.delete(callback);
      },
      disconnect() {
        conn.open = false;
        conn.online = false;
        conn.channels.clear();
        live.delete(conn);
      },
    };
    return driver;
  };

  return {
    factory,
    emit(kind, event, ...payload) {
      let reached = 0;
      for (const conn of [...live]) {
        if (!conn.online) continue;
        for (const [name, channel] of [...conn.channels]) {
          if (!channel.authorised || channelKindOf(name) !== kind) continue;
          reached += 1;
          for (const callback of [...(channel.listeners.get(event) ?? [])]) callback(payload[0]);
        }
      }
      return reached;
    },
    refuse(kind, status = 403) {
      refusals.set(kind, status);
    },
    get connections() {
      return connections;
    },
    joinedChannels() {
      const names: string[] = [];
      for (const conn of live) {
        if (!conn.online) continue;
        for (const [name, channel] of conn.channels) if (channel.authorised) names.push(name);
      }
      return names.sort();
    },
    authHeaders() {
      return Object.fromEntries(lastAuth);
    },
    disconnect() {
      for (const conn of [...live]) {
        if (!conn.online) continue;
        conn.online = false;
        for (const channel of conn.channels.values()) channel.authorised = false;
        conn.events?.status('reconnecting');
      }
    },
    reconnect() {
      for (const conn of [...live]) {
        if (conn.online) continue;
        conn.online = true;
        conn.events?.status('connected');
        for (const [name, channel] of [...conn.channels]) subscribe(conn, name, channel);
      }
    },
    async flush() {
      await pending;
      // A bus delivers the events that arrived while its payload schemas loaded as soon as they have.
      await loadRealtimePayloadSchemas().catch(() => {});
    },
  };
}
