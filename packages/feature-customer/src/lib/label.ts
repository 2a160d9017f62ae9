import { t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';

/** A label of one of the package's maps (a descriptor), or a word shown as it came (the API's own). */
export type Label = MessageDescriptor | string;

/**
 * The label in the active language; a string (the API's) stays as it is. Call it while rendering a
 * component that re-renders on a language switch (one that uses `useLingui` or `<Trans>`).
 */
export function labelText(label: Label): string {
  return typeof label === 'string' ? label : t(label);
}
