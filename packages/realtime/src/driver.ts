/** Where the bus stands with the realtime server. */
export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'disconnected';

/** A private channel the server refused: `status` is the HTTP status of `/api/broadcasting/auth` (0 when unreachable). */
export interface SubscriptionError {
  /** The channel name without Echo's `private-` prefix, e.g. `admin.acme`. */
  channel: string;
  status: number;
}

/** What a driver reports about its socket. */
export interface RealtimeDriverEvents {
  status(status: Exclude<RealtimeStatus, 'idle'>): void;
  subscriptionError(error: SubscriptionError): void;
}

export interface RealtimeConnectOptions {
  url: string;
  /** The bearer token sent with every channel subscription until `setToken` changes it. */
  token: string;
  events: RealtimeDriverEvents;
}

/**
 * One connection to the realtime server. Channel names are Laravel's (`system.acme`), event names
 * the `broadcastAs` names without the leading dot (`new-version`); the driver maps them to its library.
 * The bus calls `join`/`leave`/`listen`/`stopListening` only after `connect` has settled.
 */
export interface RealtimeDriver {
  /**
   * Opens the socket. May return before the socket is up (status events follow) and may be
   * asynchronous: the real driver loads its client libraries here. A rejection means the
   * libraries could not be loaded.
   */
  connect(options: RealtimeConnectOptions): void | Promise<void>;
  /** The token for every later subscription, including the ones the client repeats after a reconnect. */
  setToken(token: string): void;
  /** Subscribes to a private channel; a refusal arrives later as `events.subscriptionError`. */
  join(channel: string): void;
  /** Unsubscribes and drops every listener of the channel. */
  leave(channel: string): void;
  listen(channel: string, event: string, callback: (payload: unknown) => void): void;
  stopListening(channel: string, event: string, callback: (payload: unknown) => void): void;
  /** Closes the socket for good; safe to call while `connect` is still pending. */
  disconnect(): void;
}

/** Makes one driver per connection: the bus asks for a new one whenever it re-creates the connection. */
export type RealtimeDriverFactory = () => RealtimeDriver;
