import type { ComponentPropsWithRef } from 'react';
import { gap as gapClass } from '#layout/layout.css.ts';
import { Skeleton, SkeletonText } from '#skeleton/skeleton.tsx';
import type { SpaceToken } from '#theme/tokens.ts';
import { cx } from '#utils/cx.ts';
import * as styles from './section.css.ts';

export interface SectionLoadingProps extends Omit<ComponentPropsWithRef<'div'>, 'role' | 'children'> {
  /** What is loading, as a screen reader announces it: "Loading your invites". */
  label: string;
  /**
   * `form` (the default): a heading, lines of text and a button, the shape of most parts;
   * `text`: only the lines.
   */
  shape?: 'form' | 'text';
  /** How many lines of text. */
  lines?: number;
  gap?: SpaceToken;
}

/** What a part of a screen shows while its data or its code loads: a named, busy status. */
export function SectionLoading({ label, shape = 'form', lines = 4, gap = 'md', className, ...props }: SectionLoadingProps) {
  return (
    <div role="status" aria-label={label} aria-busy="true" className={cx(styles.loading, gapClass[gap], className)} {...props}>
      {shape === 'form' ? <Skeleton height="1.5rem" width="40%" /> : null}
      <SkeletonText lines={lines} />
      {shape === 'form' ? <Skeleton height="2.5rem" width="10rem" /> : null}
    </div>
  );
}
