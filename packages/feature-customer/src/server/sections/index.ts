import type { Server } from '@portal/api-client';
import { lazy, type ComponentType } from 'react';

/** One tab of the server page: its own component, which loads its own data. */
export interface ServerSection {
  id: string;
  label: string;
  Component: ComponentType<{ server: Server }>;
  /** Whether the tab is offered for this server; always when absent. */
  available?: (server: Server) => boolean;
}

// Each section's code is its own chunk, fetched when its tab first opens.
const CdnSection = lazy(() => import('./cdn/cdn-section.tsx'));
const BackupsSection = lazy(() => import('./backups/backups-section.tsx'));
const LibrariesSection = lazy(() => import('./libraries/libraries-section.tsx'));
const InvitesSection = lazy(() => import('./invites/invites-section.tsx'));

export const serverSections: ServerSection[] = [
  { id: 'cdn', label: 'CDN', Component: CdnSection },
  { id: 'backups', label: 'Backups', Component: BackupsSection },
  { id: 'libraries', label: 'Libraries', Component: LibrariesSection },
  { id: 'invites', label: 'Invites', Component: InvitesSection },
];
