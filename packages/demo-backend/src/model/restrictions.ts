import type { UserRow } from '#db/database.ts';
import { forbidden } from '#lib/http-error.ts';

/** Admins can switch features off per user; a switched-off feature answers 403. */
export function requireFeature(user: UserRow, feature: string): void {
  if (user.restrictions.includes(feature)) throw forbidden('This feature is not available on your account.');
}
