import { api } from '@portal/api-client';
import { customerPopupSeenResponse } from '@portal/api-client/schemas';

/** The popup is shown once: it closes for this visit whatever the answer, and a failure brings it back next time at worst. */
export async function markPopupSeen(id: number): Promise<void> {
  await api.post('/api/customer/messages/popups/{id}/seen', { schema: customerPopupSeenResponse, path: { id }, rejectOnError: true });
}
