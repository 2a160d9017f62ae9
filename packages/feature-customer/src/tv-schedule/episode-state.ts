import { msg, t } from '@lingui/core/macro';
import type { BadgeTone } from '@portal/ui-kit/badge';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import type { TvEpisode } from './types.ts';

/**
 * Where an episode stands for the viewer:
 * - `available`: in a library of one of their servers, ready to watch;
 * - `airing`: on air right now;
 * - `awaiting`: it has aired but is not in their library yet (releases lag a little);
 * - `upcoming`: it has not aired yet;
 * - `elsewhere`: a followed show that none of their servers has.
 */
export type EpisodeState = 'available' | 'airing' | 'awaiting' | 'upcoming' | 'elsewhere';

export const EPISODE_STATE: Record<EpisodeState, { label: MessageDescriptor; tone: BadgeTone }> = {
  available: { label: msg`Available`, tone: 'success' },
  airing: { label: msg`Airing now`, tone: 'info' },
  awaiting: { label: msg`Not in your library yet`, tone: 'warning' },
  upcoming: { label: msg`Upcoming`, tone: 'neutral' },
  elsewhere: { label: msg`Not on your servers`, tone: 'neutral' },
};

export function episodeState(episode: TvEpisode, now: number): EpisodeState {
  if (episode.on_server) return 'available';
  if (episode.servers.length === 0) return 'elsewhere';
  const start = Date.parse(episode.air_at);
  if (now < start) return 'upcoming';
  if (now < start + episode.runtime_minutes * 60_000) return 'airing';
  return 'awaiting';
}

/** "S03E05". */
export function episodeCode(episode: Pick<TvEpisode, 'season' | 'episode'>): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const season = pad(episode.season);
  const number = pad(episode.episode);
  return t`S${season}E${number}`;
}
