import { Slot } from '@radix-ui/react-slot';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '#utils/cx.ts';
import { linkClass } from './link.css.ts';

export interface TextLinkProps extends ComponentPropsWithRef<'a'> {
  /** Styles the child (a router `Link`) instead of rendering an `<a>`. */
  asChild?: boolean;
}

/** An underlined inline link; links in running text must not rely on colour alone. */
export function TextLink({ asChild = false, className, ...props }: TextLinkProps) {
  const Component = asChild ? Slot : 'a';
  return <Component className={cx(linkClass, className)} {...props} />;
}
