import type { Notification } from '@portal/api-client';

/**
 * What happened in the demo platform. Handlers publish; the browser runtime turns these into the
 * realtime events of the contract, a little later, the way the real queue workers would.
 */
export interface DomainEventMap {
  'notification-created': { userId: number; notification: Notification };
  deployment: { userId: number; name: string; url: string };
  'server-deleted': { userId: number; serverAlias: string; url: string };
  'cdn-enabled': { userId: number; serverId: number };
  /** A library scan was started; the media server reports back when it has finished. */
  'library-scan': { userId: number; serverId: number };
  /** Google Drive was mounted again; its media folders are put back into the server's libraries. */
  'gdrive-remounted': { userId: number; serverId: number };
  'portainer-installed': { userId: number; serverId: number; response: unknown };
  'tickets-changed': { count: number };
  'server-transition': { serverId: number; until: string };
  /** The admin changed the platform's settings; `menu` when what the menus show changed with them. */
  'settings-changed': { menu: boolean };
}

type Listener<K extends keyof DomainEventMap> = (payload: DomainEventMap[K]) => void;

const listeners = new Map<keyof DomainEventMap, Set<Listener<never>>>();

export const domainEvents = {
  on<K extends keyof DomainEventMap>(event: K, listener: Listener<K>): () => void {
    const set = listeners.get(event) ?? new Set();
    set.add(listener as Listener<never>);
    listeners.set(event, set);
    return () => set.delete(listener as Listener<never>);
  },
  emit<K extends keyof DomainEventMap>(event: K, payload: DomainEventMap[K]): void {
    for (const listener of listeners.get(event) ?? []) (listener as Listener<K>)(payload);
  },
};
