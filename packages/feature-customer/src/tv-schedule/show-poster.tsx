import type { TvShow } from './types.ts';
import * as styles from './tv-schedule.css.ts';

/**
 * The show's poster in a 2:3 box sized before the image arrives, so the list never jumps; it
 * loads only when it nears the viewport. Decorative: the show's name is written beside it.
 */
export function ShowPoster({ show }: { show: TvShow }) {
  return (
    <div className={styles.poster}>
      {show.poster_url ? (
        <img className={styles.posterImage} src={show.poster_url} alt="" width={200} height={300} loading="lazy" decoding="async" />
      ) : (
        <span className={styles.posterFallback} aria-hidden="true">
          {(show.title.replace(/^(The|A|An) /, '')[0] ?? '?').toUpperCase()}
        </span>
      )}
    </div>
  );
}
