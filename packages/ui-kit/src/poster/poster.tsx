import type { ComponentPropsWithRef } from 'react';
import { cx } from '#utils/cx.ts';
import * as styles from './poster.css.ts';

export interface PosterProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'title'> {
  /** The image's address; without one the box shows the title's first letter. */
  src?: string | null;
  /** The title the poster belongs to, written next to it; it gives the fallback its letter. */
  title: string;
  /** A line under the letter when there is no image, e.g. "No poster". */
  fallbackLabel?: string;
  /** Load at once (the first cards on screen, a dialog) instead of when the box nears the viewport. */
  eager?: boolean;
}

/** The letter a title is filed under: "The Bear" under B. */
export function posterInitial(title: string): string {
  return (title.trim().replace(/^(The|A|An) /, '')[0] ?? '?').toUpperCase();
}

/**
 * A title's poster (a film, a show) in a 2:3 box sized before the image arrives. Decorative: the
 * title is always written next to it, so the image has no text alternative.
 */
export function Poster({ src, title, fallbackLabel, eager = false, className, ...props }: PosterProps) {
  return (
    <div className={cx(styles.posterFrameClass, className)} {...props}>
      {src ? (
        <img className={styles.image} src={src} alt="" width={200} height={300} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      ) : (
        <div className={styles.fallback} aria-hidden="true">
          <span className={styles.initial}>{posterInitial(title)}</span>
          {fallbackLabel ? <span>{fallbackLabel}</span> : null}
        </div>
      )}
    </div>
  );
}
