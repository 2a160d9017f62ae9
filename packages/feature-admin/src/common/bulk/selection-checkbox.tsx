import { useEffect, useRef } from 'react';
import type { PageSelection } from './use-selection.ts';
import * as styles from './bulk.css.ts';

export interface SelectionCheckboxProps {
  /** What ticking it does, for screen readers: "Select Alex Morgan", "Select all users on this page". */
  label: string;
  /** `true`/`false` for a row; a page's `PageSelection` for its "select all" (`some` shows as mixed). */
  checked: boolean | PageSelection;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/**
 * A row's (or a page's) checkbox in a list with bulk actions: a native checkbox, so it needs no
 * form, takes Space, and reads its mixed state aloud.
 */
export function SelectionCheckbox({ label, checked, onChange, disabled }: SelectionCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  const mixed = checked === 'some';
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={styles.checkbox}
      aria-label={label}
      checked={checked === true || checked === 'all'}
      aria-checked={mixed ? 'mixed' : undefined}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
