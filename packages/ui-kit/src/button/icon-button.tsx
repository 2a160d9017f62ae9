import type { ComponentPropsWithRef, ReactElement } from 'react';
import { cx } from '#utils/cx.ts';
import { button } from './button.css.ts';
import type { ButtonSize, ButtonVariant } from './button.tsx';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'children'> {
  /** The accessible name; an icon alone says nothing to a screen reader. */
  label: string;
  /** The icon (an svg, hidden from assistive tech). */
  children: ReactElement;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function IconButton({
  label,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  className,
  children,
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      className={cx(button({ variant, size, iconOnly: true }), className)}
      {...props}
    >
      {children}
    </button>
  );
}
