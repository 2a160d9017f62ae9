import type { ComponentPropsWithRef } from 'react';
import { cx } from '#utils/cx.ts';
import { visuallyHiddenClass } from './visually-hidden.css.ts';

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return <span className={cx(visuallyHiddenClass, className)} {...props} />;
}
