import { ApiError } from '@portal/api-client';

/**
 * A failed answer of a raw `GET` (a file, a test sample) as the typed client reports one: the
 * server's JSON body when it sent one, else only the status text.
 */
export async function failedDownload(response: Response, url: URL): Promise<ApiError> {
  let body: ApiError['body'] = null;
  try {
    body = (await response.json()) as ApiError['body'];
  } catch {
    // No JSON body: the status text says it.
  }
  return new ApiError({ status: response.status, statusText: response.statusText, body, method: 'GET', url: url.pathname });
}
