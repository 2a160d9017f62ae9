import type { MediaItem } from '@portal/api-client';
import { cx } from './cx.ts';
import * as styles from './lounge.css.ts';

/**
 * A title's poster in a 2:3 box that is sized before the image arrives, so nothing below it
 * moves; the image loads only when it nears the viewport. Without a poster the box shows the
 * title instead. Decorative: the title is always written next to it.
 */
export function Poster({ item, className, eager = false }: { item: Pick<MediaItem, 'title' | 'poster'>; className?: string; eager?: boolean }) {
  return (
    <div className={cx(styles.posterBox, className)}>
      {item.poster ? (
        <img className={styles.posterImage} src={item.poster} alt="" width={200} height={300} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      ) : (
        <div className={styles.posterFallback} aria-hidden="true">
          <span>
            <span className={styles.posterFallbackInitial}>{(item.title.replace(/^(The|A) /, '')[0] ?? '?').toUpperCase()}</span>
            No poster
          </span>
        </div>
      )}
    </div>
  );
}
