import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import type { ContributionKind } from '../api/keys.ts';
import type { RequestType, ServerType, UhdAudience } from '../api/types.ts';

export const REQUEST_TYPES: RequestType[] = ['movie', 'movie_4k', 'show', 'show_4k'];

export const REQUEST_TYPE_LABELS: Record<RequestType, MessageDescriptor> = {
  movie: msg`Movies`,
  movie_4k: msg`Movies in 4K`,
  show: msg`TV shows`,
  show_4k: msg`TV shows in 4K`,
};

export const SERVER_TYPES: ServerType[] = ['plex', 'emby', 'jellyfin'];

export const SERVER_TYPE_LABELS: Record<ServerType, MessageDescriptor> = {
  plex: msg`Plex servers`,
  emby: msg`Emby servers`,
  jellyfin: msg`Jellyfin servers`,
};

export const UHD_AUDIENCES: UhdAudience[] = ['everyone', 'customers', 'contributors', 'nobody'];

export const UHD_AUDIENCE_LABELS: Record<UhdAudience, MessageDescriptor> = {
  everyone: msg`Everyone, trial accounts included`,
  customers: msg`Customers, not trial accounts`,
  contributors: msg`Contributors only`,
  nobody: msg`Nobody: 4K requests are off`,
};

export const CONTRIBUTION_KINDS: ContributionKind[] = ['added', 'upgraded', 'fixed'];

export const CONTRIBUTION_KIND_LABELS: Record<ContributionKind, MessageDescriptor> = {
  added: msg`Added`,
  upgraded: msg`Upgraded to 4K`,
  fixed: msg`Fixed`,
};
