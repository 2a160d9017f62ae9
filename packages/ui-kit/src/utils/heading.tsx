import type { ComponentPropsWithRef } from 'react';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface HeadingProps extends ComponentPropsWithRef<'h2'> {
  level: HeadingLevel;
}

/** A heading whose level the caller picks, so a component keeps the page outline intact wherever it sits. */
export function Heading({ level, ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  return <Tag {...props} />;
}
