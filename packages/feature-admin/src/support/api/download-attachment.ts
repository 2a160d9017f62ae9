import { downloadFile } from '@portal/api-client';
import { useMutation } from '@tanstack/react-query';
import type { TicketAttachment } from './types.ts';

/** Downloads an attachment of any ticket, under the attachment's own name. */
export function useDownloadAttachment() {
  return useMutation({
    mutationFn: (attachment: TicketAttachment) => downloadFile(attachment.url, attachment.name),
  });
}
