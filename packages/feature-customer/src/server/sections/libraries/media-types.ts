/**
 * How the media servers name what a library holds: Plex (`movie`, `show`, `artist`, `photo`) and
 * Emby/Jellyfin (`movies`, `tvshows`, `music`, `books` …) differ, the user sees one wording.
 */
const MEDIA_TYPE_LABELS: Record<string, string> = {
  movie: 'Movies',
  movies: 'Movies',
  show: 'TV shows',
  tvshows: 'TV shows',
  artist: 'Music',
  music: 'Music',
  musicvideos: 'Music videos',
  photo: 'Photos',
  photos: 'Photos',
  homevideos: 'Home videos',
  books: 'Books',
  audiobooks: 'Audiobooks',
  boxsets: 'Collections',
  playlists: 'Playlists',
  mixed: 'Mixed content',
};

export function mediaTypeLabel(type: string): string {
  return MEDIA_TYPE_LABELS[type.toLowerCase()] ?? type;
}
