import type { ComponentPropsWithRef } from 'react';
import { cx } from '#utils/cx.ts';
import { badge } from './badge.css.ts';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  tone?: BadgeTone;
}

/** A short status label. The text carries the meaning; the colour only repeats it. */
export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return <span className={cx(badge({ tone }), className)} {...props} />;
}
