import { useLingui } from '@lingui/react/macro';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '#utils/cx.ts';
import { visuallyHiddenClass } from '#visually-hidden/visually-hidden.css.ts';
import { spinner, type SpinnerVariants } from './spinner.css.ts';
import { SpinnerIcon } from './spinner-icon.tsx';

export interface SpinnerProps extends Omit<ComponentPropsWithRef<'span'>, 'role' | 'children'> {
  /** What is loading, announced to screen readers. */
  label?: string;
  /** Shows the label next to the ring instead of only to screen readers. */
  showLabel?: boolean;
  size?: SpinnerVariants['size'];
}

export function Spinner({ label: labelProp, showLabel = false, size = 'md', className, ...props }: SpinnerProps) {
  const { t } = useLingui();
  const label = labelProp ?? t`Loading`;
  return (
    <span role="status" className={cx(spinner({ size }), className)} {...props}>
      <SpinnerIcon />
      <span className={showLabel ? undefined : visuallyHiddenClass}>{label}</span>
    </span>
  );
}
