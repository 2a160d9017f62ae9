import { downloadFile } from '@portal/api-client';
import { useMutation } from '@tanstack/react-query';
import type { TicketAttachment } from './types.ts';

/** Saves an attachment under its own name; the call needs the bearer token, so it is fetched, not linked. */
export function useDownloadAttachment() {
  return useMutation({ mutationFn: ({ url, name }: TicketAttachment) => downloadFile(url, name) });
}
