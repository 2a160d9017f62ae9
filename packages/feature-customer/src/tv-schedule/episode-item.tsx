import { Badge } from '@portal/ui-kit/badge';
import { Link } from 'react-router';
import { EPISODE_STATE, episodeCode, episodeState } from './episode-state.ts';
import { ShowPoster } from './show-poster.tsx';
import type { TvEpisode } from './types.ts';
import * as styles from './tv-schedule.css.ts';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

function Servers({ episode }: { episode: TvEpisode }) {
  if (episode.servers.length === 0) return <p className={styles.servers}>You follow this show; none of your servers has it.</p>;
  return (
    <p className={styles.servers}>
      On{' '}
      {episode.servers.map((server, index) => (
        <span key={server.id}>
          {index > 0 ? ', ' : null}
          <Link to={`/dashboard/${server.id}`} className={styles.serverLink}>
            {server.name}
          </Link>
        </span>
      ))}
    </p>
  );
}

/** One episode: when it airs, which show and episode, and whether it is ready to watch. */
export function EpisodeItem({ episode, now }: { episode: TvEpisode; now: number }) {
  const state = EPISODE_STATE[episodeState(episode, now)];
  return (
    <li className={styles.episode}>
      <ShowPoster show={episode.show} />
      <div className={styles.episodeBody}>
        <p className={styles.airLine}>
          <time dateTime={episode.air_at} className={styles.airTime}>
            {timeFormat.format(new Date(episode.air_at))}
          </time>
          <span>{episode.show.network}</span>
          <span>{episode.runtime_minutes} min</span>
        </p>
        <h3 className={styles.showTitle}>{episode.show.title}</h3>
        <p className={styles.episodeTitle}>
          <span className={styles.episodeCode}>{episodeCode(episode)}</span>
          {episode.title ? <span>{episode.title}</span> : <span className={styles.muted}>Title not announced yet</span>}
        </p>
        <div className={styles.episodeFoot}>
          <Badge tone={state.tone}>{state.label}</Badge>
          <Servers episode={episode} />
        </div>
      </div>
    </li>
  );
}
