import { downloadFile } from '@portal/api-client';
import { useMutation } from '@tanstack/react-query';
import type { SupportAttachment } from './types.ts';

/** Downloads an attachment of one of the user's tickets, under the attachment's own name. */
export function useDownloadAttachment() {
  return useMutation({
    mutationFn: (attachment: SupportAttachment) => downloadFile(attachment.url, attachment.name),
  });
}
