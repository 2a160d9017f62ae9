import type { ServerType } from '../api/types.ts';

export const SERVER_TYPES: readonly ServerType[] = ['plex', 'emby', 'jellyfin'];

const NAMES: Record<ServerType, string> = { plex: 'Plex', emby: 'Emby', jellyfin: 'Jellyfin' };

/** A server type as its product is called: the same word in every language. */
export const serverTypeName = (type: ServerType): string => NAMES[type];
