import { type HTMLAttributes, type Ref, createElement } from 'react';
import type { SpaceToken } from '#theme/tokens.ts';
import { cx } from '#utils/cx.ts';
import * as styles from './layout.css.ts';

export type LayoutElement = 'div' | 'section' | 'article' | 'aside' | 'header' | 'footer' | 'nav' | 'ul' | 'ol' | 'li';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  ref?: Ref<HTMLElement>;
  gap?: SpaceToken;
  align?: keyof typeof styles.alignItems;
  justify?: keyof typeof styles.justifyContent;
  as?: LayoutElement;
}

/** Children in a column, a token gap apart. */
export function Stack({ gap = 'md', align = 'stretch', justify, as: Tag = 'div', className, ...props }: StackProps) {
  return createElement(Tag, {
    className: cx(
      styles.stack,
      styles.gap[gap],
      styles.alignItems[align],
      justify && styles.justifyContent[justify],
      className,
    ),
    ...props,
  });
}

export interface InlineProps extends HTMLAttributes<HTMLElement> {
  ref?: Ref<HTMLElement>;
  gap?: SpaceToken;
  align?: keyof typeof styles.alignItems;
  justify?: keyof typeof styles.justifyContent;
  /** Wraps onto new lines when there is no room (the default, so phones never scroll sideways). */
  wrap?: boolean;
  as?: LayoutElement;
}

/** Children in a row, a token gap apart. */
export function Inline({
  gap = 'sm',
  align = 'center',
  justify = 'start',
  wrap = true,
  as: Tag = 'div',
  className,
  ...props
}: InlineProps) {
  return createElement(Tag, {
    className: cx(
      styles.inline,
      styles.gap[gap],
      styles.alignItems[align],
      styles.justifyContent[justify],
      wrap && styles.wrap,
      className,
    ),
    ...props,
  });
}
