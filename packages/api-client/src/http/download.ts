import { apiEvents } from '../events.ts';
import { http } from './client.ts';
import { ApiError, NetworkError } from './errors.ts';

/**
 * A failed answer of a raw `GET` as the typed client reports one: the server's JSON body when it
 * sent one, else only the status text.
 */
async function failedDownload(response: Response, url: URL): Promise<ApiError> {
  let body: ApiError['body'] = null;
  try {
    body = (await response.json()) as ApiError['body'];
  } catch {
    // No JSON body: the status text says it.
  }
  return new ApiError({ status: response.status, statusText: response.statusText, body, method: 'GET', url: url.pathname });
}

/**
 * Fetches a file the API serves. The call needs the bearer token like every call, so the portal
 * cannot simply link to it.
 */
async function fetchFile(address: string, signal?: AbortSignal): Promise<Blob> {
  const url = new URL(address, window.location.origin);
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

/** Hands the file to the browser's download, under the given name. */
function saveFile(file: Blob, name: string): void {
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

/**
 * Downloads a file of the API (a ticket's attachment) with the session and saves it under `name`.
 * A failed answer rejects with an `ApiError`, an unreachable server with a `NetworkError`.
 */
export async function downloadFile(address: string, name: string, { signal }: { signal?: AbortSignal } = {}): Promise<void> {
  saveFile(await fetchFile(address, signal), name);
}
