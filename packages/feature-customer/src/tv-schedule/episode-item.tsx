import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { formatTime } from '@portal/ui-kit/format';
import { Poster } from '@portal/ui-kit/poster';
import { Link } from 'react-router';
import { EPISODE_STATE, episodeCode, episodeState } from './episode-state.ts';
import type { TvEpisode } from './types.ts';
import * as styles from './tv-schedule.css.ts';

function Servers({ episode }: { episode: TvEpisode }) {
  if (episode.servers.length === 0) {
    return (
      <p className={styles.servers}>
        <Trans>You follow this show; none of your servers has it.</Trans>
      </p>
    );
  }
  const servers = (
    <>
      {episode.servers.map((server, index) => (
        <span key={server.id}>
          {index > 0 ? ', ' : null}
          <Link to={`/dashboard/${server.id}`} className={styles.serverLink}>
            {server.name}
          </Link>
        </span>
      ))}
    </>
  );
  return (
    <p className={styles.servers}>
      <Trans>On {servers}</Trans>
    </p>
  );
}

/** One episode: when it airs, which show and episode, and whether it is ready to watch. */
export function EpisodeItem({ episode, now }: { episode: TvEpisode; now: number }) {
  const { i18n } = useLingui();
  const state = EPISODE_STATE[episodeState(episode, now)];
  const minutes = episode.runtime_minutes;
  return (
    <li className={styles.episode}>
      <Poster src={episode.show.poster_url} title={episode.show.title} />
      <div className={styles.episodeBody}>
        <p className={styles.airLine}>
          <time dateTime={episode.air_at} className={styles.airTime}>
            {formatTime(episode.air_at)}
          </time>
          <span>{episode.show.network}</span>
          <span>
            <Trans>{minutes} min</Trans>
          </span>
        </p>
        <h3 className={styles.showTitle}>{episode.show.title}</h3>
        <p className={styles.episodeTitle}>
          <span className={styles.episodeCode}>{episodeCode(episode)}</span>
          {episode.title ? (
            <span>{episode.title}</span>
          ) : (
            <span className={styles.muted}>
              <Trans>Title not announced yet</Trans>
            </span>
          )}
        </p>
        <div className={styles.episodeFoot}>
          <Badge tone={state.tone}>{i18n._(state.label)}</Badge>
          <Servers episode={episode} />
        </div>
      </div>
    </li>
  );
}
