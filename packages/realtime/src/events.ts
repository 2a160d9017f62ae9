import type {
  DeploymentEvent,
  NewNotificationEvent,
  PortainerInstalledEvent,
  ServerDeletedEvent,
  ServerEvent,
  TicketCountEvent,
} from '@portal/api-client';

/**
 * Every realtime event the portal listens to, by channel kind, with its payload. The names are the
 * server's `broadcastAs` names; `void` marks an event that carries nothing worth reading.
 */
export interface RealtimeEventMap {
  system: {
    'new-version': void;
    'rebuild-menu': void;
    'fetch-system-settings': void;
  };
  notifications: {
    'new-notification': NewNotificationEvent;
  };
  customer: {
    'cdn-enabled': ServerEvent;
    'portainer-installed': PortainerInstalledEvent;
    'new-deployment': DeploymentEvent;
    'server-deleted': ServerDeletedEvent;
    'paths-injected': ServerEvent;
    'scan-stopped': ServerEvent;
    'sync-request-lounge-process': ServerEvent;
  };
  admin: {
    'new-deployment': DeploymentEvent;
    'server-deleted': ServerDeletedEvent;
  };
  tickets: {
    'unread-tickets': TicketCountEvent;
  };
}

export type ChannelKind = keyof RealtimeEventMap;
export type RealtimeEventName<K extends ChannelKind> = keyof RealtimeEventMap[K] & string;
export type RealtimePayload<K extends ChannelKind, E extends RealtimeEventName<K>> = RealtimeEventMap[K][E];
export type RealtimeHandler<K extends ChannelKind, E extends RealtimeEventName<K>> = (payload: RealtimePayload<K, E>) => void;

/** The events of each kind at run time, in the order of the contract's table. */
export const channelEvents = {
  system: ['new-version', 'rebuild-menu', 'fetch-system-settings'],
  notifications: ['new-notification'],
  customer: [
    'cdn-enabled',
    'portainer-installed',
    'new-deployment',
    'server-deleted',
    'paths-injected',
    'scan-stopped',
    'sync-request-lounge-process',
  ],
  admin: ['new-deployment', 'server-deleted'],
  tickets: ['unread-tickets'],
} as const satisfies { [K in ChannelKind]: readonly RealtimeEventName<K>[] };

export const channelKinds: readonly ChannelKind[] = ['system', 'notifications', 'customer', 'admin', 'tickets'];

/** What the bus needs to know about the signed-in user. */
export interface RealtimeIdentity {
  /** The API bearer token; the realtime server forwards it to `/api/broadcasting/auth`. */
  token: string;
  /** `SystemSettings.tenant`: every channel name ends with it. */
  tenant: string;
  isAdmin: boolean;
  isModerator: boolean;
}

const namePrefix: Record<ChannelKind, string> = {
  system: 'system.',
  notifications: 'notifications.',
  customer: 'customer.',
  admin: 'admin.',
  tickets: 'tickets.unread.',
};

/** The channel name as Laravel declares it (`system.acme`); Echo adds the `private-` prefix on the wire. */
export function channelName(kind: ChannelKind, tenant: string): string {
  return namePrefix[kind] + tenant;
}

/** The kind of a channel name, or undefined for a name that is none of the portal's channels. */
export function channelKindOf(name: string): ChannelKind | undefined {
  return channelKinds.find((kind) => name.startsWith(namePrefix[kind]) && name.length > namePrefix[kind].length);
}

/** The channels a user joins: everyone system, notifications and customer; admins admin; admins and moderators tickets. */
export function channelsFor(identity: Pick<RealtimeIdentity, 'isAdmin' | 'isModerator'>): ChannelKind[] {
  const kinds: ChannelKind[] = ['system', 'notifications', 'customer'];
  if (identity.isAdmin) kinds.push('admin');
  if (identity.isAdmin || identity.isModerator) kinds.push('tickets');
  return kinds;
}
