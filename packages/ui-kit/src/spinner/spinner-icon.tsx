import { cx } from '#utils/cx.ts';
import { spinnerIcon, spinnerTrack } from './spinner.css.ts';

/** The decorative spinning ring; callers supply the accessible status (Spinner, Button's aria-busy). */
export function SpinnerIcon({ className }: { className?: string }) {
  return (
    <svg
      className={cx(spinnerIcon, className)}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <circle className={spinnerTrack} cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
