import { apiEvents, http, NetworkError } from '@portal/api-client';
import { useMutation } from '@tanstack/react-query';
import { failedDownload } from './raw-failure.ts';
import type { SupportAttachment } from './types.ts';

/**
 * Fetches an attachment's file. The download call needs the bearer token like every call, so the
 * portal cannot simply link to it.
 */
export async function getAttachmentFile(attachment: SupportAttachment, signal?: AbortSignal): Promise<Blob> {
  const url = new URL(attachment.url, window.location.origin);
  let response: Response;
  try {
    response = await http.get(url, { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    apiEvents.emit('unreachable', { url: url.pathname });
    throw new NetworkError(url.pathname, { cause: error });
  }
  if (!response.ok) throw await failedDownload(response, url);
  return response.blob();
}

/** Hands the file to the browser's download, under the attachment's own name. */
export function saveFile(file: Blob, name: string): void {
  const href = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the memory can go.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/** Downloads an attachment of one of the user's tickets. */
export function useDownloadAttachment() {
  return useMutation({
    mutationFn: async (attachment: SupportAttachment) => {
      saveFile(await getAttachmentFile(attachment), attachment.name);
    },
  });
}
