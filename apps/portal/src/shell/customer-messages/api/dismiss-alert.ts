import { api } from '@portal/api-client';
import { customerAlertDismissResponse } from '@portal/api-client/schemas';

/**
 * The alert stays closed for this visit whatever the answer; the server keeps it closed for good.
 * A failure is not worth a dialog: the alert comes back at the next visit at worst.
 */
export async function dismissAlert(id: number): Promise<void> {
  await api.post('/api/customer/messages/alerts/{id}/dismiss', { schema: customerAlertDismissResponse, path: { id }, rejectOnError: true });
}
