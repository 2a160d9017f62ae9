import { type ReactNode, type SVGProps, useId } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Width and height; icons scale with the text by default. */
  size?: number | string;
  /** Gives a standalone icon an accessible name; without it the icon is hidden from assistive tech. */
  title?: string;
}

/** The shared 24×24 stroke frame; each icon file only adds its shapes, so icons tree-shake one by one. */
export function Icon({ size = '1.25em', title, children, ...props }: IconProps & { children: ReactNode }) {
  const titleId = useId();
  const labelling = title ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true };
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...labelling}
      {...props}
    >
      {title ? <title id={titleId}>{title}</title> : null}
      {children}
    </svg>
  );
}
