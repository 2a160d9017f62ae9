import type { ComponentPropsWithRef } from 'react';
import { cx } from '#utils/cx.ts';
import { textButtonClass } from './link.css.ts';

export type TextButtonProps = ComponentPropsWithRef<'button'>;

/** A button that reads like a link, for an action inside running text ("Try again"). */
export function TextButton({ className, type = 'button', ...props }: TextButtonProps) {
  return <button type={type} className={cx(textButtonClass, className)} {...props} />;
}
