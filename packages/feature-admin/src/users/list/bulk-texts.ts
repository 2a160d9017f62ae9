import { plural, t } from '@lingui/core/macro';
import type { BulkCounts } from '#common/bulk/bulk-summary-dialog.tsx';

export type UserBulkAction = 'delete' | 'trial' | 'not-trial' | 'contributor' | 'not-contributor';

/** What the progress says while a bulk action runs. */
export function progressLabel(action: UserBulkAction): string {
  switch (action) {
    case 'delete':
      return t`Deleting the users`;
    case 'trial':
      return t`Marking the users as trial users`;
    case 'not-trial':
      return t`Marking the users as not trial users`;
    case 'contributor':
      return t`Making the users contributors`;
    case 'not-contributor':
      return t`Taking the contributor role away`;
  }
}

/** The summary's sentence once a bulk action is over. */
export function summaryOf(action: UserBulkAction, { total, succeeded, failed, skipped }: BulkCounts): string {
  if (action === 'delete') {
    if (failed === 0 && skipped === 0) return plural(succeeded, { one: 'One user was deleted.', other: '# users were deleted.' });
    if (skipped === 0) return t`${succeeded} of ${total} users were deleted; ${failed} could not be.`;
    return t`${succeeded} of ${total} users were deleted; ${failed} could not be and ${skipped} were not tried because you stopped.`;
  }
  if (failed === 0 && skipped === 0) return plural(succeeded, { one: 'One user was changed.', other: '# users were changed.' });
  if (skipped === 0) return t`${succeeded} of ${total} users were changed; ${failed} could not be.`;
  return t`${succeeded} of ${total} users were changed; ${failed} could not be and ${skipped} were not tried because you stopped.`;
}
