import { type HTMLAttributes, type Ref, createElement } from 'react';
import type { SpaceToken } from '#theme/tokens.ts';
import { cx } from '#utils/cx.ts';
import * as styles from './layout.css.ts';

export interface GridProps extends HTMLAttributes<HTMLElement> {
  ref?: Ref<HTMLElement>;
  /** The narrowest a column may get before the grid drops a column, e.g. `'20rem'`. */
  minItemWidth?: string;
  gap?: SpaceToken;
  as?: 'div' | 'ul' | 'ol' | 'section';
}

/** As many equal columns as fit; one column on a phone. */
export function Grid({ minItemWidth, gap = 'lg', as: Tag = 'div', className, style, ...props }: GridProps) {
  return createElement(Tag, {
    className: cx(styles.grid, styles.gap[gap], className),
    style: minItemWidth
      ? { gridTemplateColumns: `repeat(auto-fit, minmax(min(${minItemWidth}, 100%), 1fr))`, ...style }
      : style,
    ...props,
  });
}
