import type { components } from '@portal/api-client';

type RemoteProduct = components['schemas']['ResellerWhmcsRemoteProduct'];

/** The products set up in the demo reseller's WHMCS (what `GetProducts` answers), by WHMCS product id. */
export const WHMCS_PRODUCTS: readonly (RemoteProduct & { type: 'plex' | 'emby' | 'jellyfin' | null })[] = [
  { id: 11, name: 'Plex Starter', group: 'Plex servers', type: 'plex', configurable_options: ['Extra streams', 'Extra storage'] },
  { id: 12, name: 'Plex 4K', group: 'Plex servers', type: 'plex', configurable_options: ['Extra streams', 'Extra storage', '4K transcoding'] },
  { id: 13, name: 'Emby Standard', group: 'Emby servers', type: 'emby', configurable_options: ['Extra streams'] },
  { id: 14, name: 'Jellyfin Solo', group: 'Jellyfin servers', type: 'jellyfin', configurable_options: ['Extra streams', 'Extra storage'] },
  { id: 15, name: 'Jellyfin Family', group: 'Jellyfin servers', type: 'jellyfin', configurable_options: ['Extra streams', 'Extra users'] },
  { id: 16, name: 'Media server (legacy)', group: 'Archived', type: null, configurable_options: [] },
];

export const WHMCS_VERSION = '8.11.2';

export function whmcsProduct(id: number | null): (typeof WHMCS_PRODUCTS)[number] | null {
  return id === null ? null : (WHMCS_PRODUCTS.find((product) => product.id === id) ?? null);
}
