// The reference (rather than a tsconfig entry) travels with this file into every package that
// compiles it, so the app's typecheck sees the declaration too.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- see above
/// <reference path="./socket-io-client.d.ts" />
import type Echo from 'laravel-echo';
import { CONNECT_TIMEOUT_MS, RECONNECTION_ATTEMPTS, RECONNECTION_DELAY_MAX_MS, RECONNECTION_DELAY_MS } from './constants.ts';
import type { RealtimeDriver, RealtimeDriverEvents, RealtimeDriverFactory } from './driver.ts';

type SocketIoEcho = Echo<'socket.io'>;
type PrivateChannel = ReturnType<SocketIoEcho['private']>;
type Socket = SocketIoEcho['connector']['socket'];

// Echo names private channels `private-<name>` on the wire, and so does the server in `subscription_error`.
const PRIVATE_PREFIX = 'private-';

/**
 * The real driver: laravel-echo 2 over socket.io-client 2.5 (the last client that speaks the
 * socket.io 2 protocol of laravel-echo-server 1.6).
 *
 * Both libraries are loaded with a dynamic `import()` on `connect`, so that importing
 * `@portal/realtime` keeps them out of the importer's initial bundle.
 */
export const createEchoDriver: RealtimeDriverFactory = () => {
  // One auth object per connection. Echo's `bearerToken` option would write into a defaults object
  // shared by every Echo instance; and every channel of this connection reads this very object each
  // time it (re)subscribes, so changing the header here changes what the next subscription sends.
  const auth: { headers: Record<string, string> } = { headers: {} };
  const channels = new Map<string, PrivateChannel>();
  let echo: SocketIoEcho | undefined;
  let closed = false;

  function connected(): SocketIoEcho {
    if (!echo) throw new Error('The realtime driver is not connected');
    return echo;
  }

  function joined(channel: string): PrivateChannel {
    const subscription = channels.get(channel);
    if (!subscription) throw new Error(`The realtime driver has not joined ${channel}`);
    return subscription;
  }

  const driver: RealtimeDriver = {
    async connect({ url, token, events }) {
      driver.setToken(token);
      const [{ default: EchoClient }, { default: io }] = await Promise.all([
        import('laravel-echo'),
        import('socket.io-client'),
      ]);
      if (closed) return;
      echo = new EchoClient({
        broadcaster: 'socket.io',
        client: io,
        host: url,
        auth,
        // Not used by the socket.io connector, but Echo writes the page's CSRF token into it: our own
        // object keeps that write out of the shared defaults.
        userAuthentication: { endpoint: '/broadcasting/user-auth', headers: {} },
        // No axios/jQuery/Turbo interceptors: the api-client sends its own headers.
        withoutInterceptors: true,
        // Echo hands its whole options object to `io()`.
        reconnection: true,
        reconnectionDelay: RECONNECTION_DELAY_MS,
        reconnectionDelayMax: RECONNECTION_DELAY_MAX_MS,
        reconnectionAttempts: RECONNECTION_ATTEMPTS,
        timeout: CONNECT_TIMEOUT_MS,
      });
      watch(echo.connector.socket, events);
    },
    setToken(token) {
      auth.headers.Authorization = `Bearer ${token}`;
    },
    join(channel) {
      if (channels.has(channel)) return;
      channels.set(channel, connected().private(channel));
    },
    leave(channel) {
      if (!channels.delete(channel)) return;
      // Emits `unsubscribe` and unbinds every listener of the channel.
      connected().leaveChannel(PRIVATE_PREFIX + channel);
    },
    listen(channel, event, callback) {
      // The leading dot tells Echo the name is a `broadcastAs` name, not a namespaced class.
      joined(channel).listen(`.${event}`, callback);
    },
    stopListening(channel, event, callback) {
      channels.get(channel)?.stopListening(`.${event}`, callback);
    },
    disconnect() {
      closed = true;
      channels.clear();
      echo?.disconnect();
      echo = undefined;
    },
  };
  return driver;
};

function watch(socket: Socket, events: RealtimeDriverEvents): void {
  let everConnected = false;
  socket.on('connect', () => {
    everConnected = true;
    events.status('connected');
  });
  socket.on('disconnect', (reason: string) => {
    // Our own disconnect: the bus has already moved on.
    if (reason === 'io client disconnect') return;
    // A server that closes the socket on purpose is not retried by socket.io; anything else is.
    events.status(reason === 'io server disconnect' ? 'disconnected' : 'reconnecting');
  });
  socket.on('reconnect_attempt', () => {
    events.status(everConnected ? 'reconnecting' : 'connecting');
  });
  socket.on('reconnect_failed', () => {
    events.status('disconnected');
  });
  // laravel-echo-server's only answer to a refused private channel; Echo does not surface it.
  socket.on('subscription_error', (channel: string, status: number) => {
    events.subscriptionError({
      channel: channel.startsWith(PRIVATE_PREFIX) ? channel.slice(PRIVATE_PREFIX.length) : channel,
      status: Number(status),
    });
  });
}
