import { msg } from '@lingui/core/macro';
import type { Label } from '#lib/label.ts';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';

/**
 * How the media servers name what a library holds: Plex (`movie`, `show`, `artist`, `photo`) and
 * Emby/Jellyfin (`movies`, `tvshows`, `music`, `books` …) differ, the user sees one wording.
 */
const MEDIA_TYPE_LABELS: Record<string, MessageDescriptor> = {
  movie: msg`Movies`,
  movies: msg`Movies`,
  show: msg`TV shows`,
  tvshows: msg`TV shows`,
  artist: msg`Music`,
  music: msg`Music`,
  musicvideos: msg`Music videos`,
  photo: msg`Photos`,
  photos: msg`Photos`,
  homevideos: msg`Home videos`,
  books: msg`Books`,
  audiobooks: msg`Audiobooks`,
  boxsets: msg`Collections`,
  playlists: msg`Playlists`,
  mixed: msg`Mixed content`,
};

/** A known media type's label (a descriptor), or the type as the media server named it. */
export function mediaTypeLabel(type: string): Label {
  return MEDIA_TYPE_LABELS[type.toLowerCase()] ?? type;
}
