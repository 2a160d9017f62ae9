export type { RealtimeBus, RealtimeBusOptions } from './bus.ts';
export { createRealtimeBus } from './bus.ts';
export { createLazyRealtimeBus } from './lazy-bus.ts';
export type {
  RealtimeConnectOptions,
  RealtimeDriver,
  RealtimeDriverEvents,
  RealtimeDriverFactory,
  RealtimeStatus,
  SubscriptionError,
} from './driver.ts';
export { createEchoDriver } from './echo-driver.ts';
export {
  channelEvents,
  channelKindOf,
  channelKinds,
  channelName,
  channelsFor,
  type ChannelKind,
  type RealtimeEventMap,
  type RealtimeEventName,
  type RealtimeHandler,
  type RealtimeIdentity,
  type RealtimePayload,
} from './events.ts';
export {
  CONNECT_TIMEOUT_MS,
  REALTIME_PORT,
  RECONNECTION_ATTEMPTS,
  RECONNECTION_DELAY_MAX_MS,
  RECONNECTION_DELAY_MS,
} from './constants.ts';
export { realtimeUrlFromEnv, resolveRealtimeUrl, type RealtimeUrlInput } from './url.ts';
export {
  RealtimeProvider,
  useRealtimeBus,
  useRealtimeEvent,
  useRealtimeStatus,
  type RealtimeProviderProps,
} from './react.tsx';
