import { msg } from '@lingui/core/macro';
import type { Server } from '@portal/api-client';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { lazy, type ComponentType } from 'react';

/** One tab of the server page: its own component, which loads its own data. */
export interface ServerSection {
  id: string;
  /** The tab's name. */
  label: MessageDescriptor;
  /** Read while the section's code loads. */
  loading: MessageDescriptor;
  /** The title of the section's error when it cannot be shown. */
  failed: MessageDescriptor;
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
  { id: 'cdn', label: msg`CDN`, loading: msg`Loading CDN`, failed: msg`The cdn could not be shown`, Component: CdnSection },
  { id: 'backups', label: msg`Backups`, loading: msg`Loading Backups`, failed: msg`The backups could not be shown`, Component: BackupsSection },
  { id: 'libraries', label: msg`Libraries`, loading: msg`Loading Libraries`, failed: msg`The libraries could not be shown`, Component: LibrariesSection },
  { id: 'invites', label: msg`Invites`, loading: msg`Loading Invites`, failed: msg`The invites could not be shown`, Component: InvitesSection },
];
