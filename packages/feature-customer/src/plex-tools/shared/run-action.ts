import { isApiError } from '@portal/api-client';

/**
 * Whether a failed submit belongs in the form (422: next to the fields) or in a 'Whoops!' dialog
 * (anything else, e.g. a 409 because the server is not running: nothing in the form can fix it).
 */
export function belongsInForm(error: unknown): boolean {
  return isApiError(error) && error.status === 422;
}
