import type { CSSProperties, ComponentPropsWithRef } from 'react';
import { vars } from '#theme/contract.css.ts';
import type { RadiusToken } from '#theme/tokens.ts';
import { cx } from '#utils/cx.ts';
import * as styles from './skeleton.css.ts';

export interface SkeletonProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: RadiusToken;
}

/**
 * A placeholder block while content loads. It is hidden from assistive tech: pair it with a
 * status message (or a `Spinner`) that says what is loading.
 */
export function Skeleton({ width = '100%', height = '1rem', radius = 'md', className, style, ...props }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      className={cx(styles.skeleton, className)}
      style={{ width, height, borderRadius: vars.radius[radius], ...style }}
      {...props}
    />
  );
}

export interface SkeletonTextProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  lines?: number;
}

/** Lines of text in waiting; the last one is shorter, as paragraphs are. */
export function SkeletonText({ lines = 3, className, ...props }: SkeletonTextProps) {
  return (
    <div aria-hidden="true" className={cx(styles.skeletonText, className)} {...props}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} height="0.875rem" radius="sm" width={index === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </div>
  );
}
