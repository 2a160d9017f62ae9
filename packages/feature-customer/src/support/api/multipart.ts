import { ApiError, apiEvents, http, NetworkError, type Operation, type PathsWith, type SuccessBody } from '@portal/api-client';

function fill(template: string, path: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(path[name])));
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * A multipart POST through the portal's one HTTP client (so it carries the token, CSRF and
 * X-Requested-With headers). The typed `api` only sends JSON; files need a form body. Failures
 * reject with an `ApiError` like `rejectOnError` calls do, so forms show 422s next to their fields.
 */
export async function postMultipart<P extends PathsWith<'post'>>(
  template: P,
  body: FormData,
  { path = {}, signal }: { path?: Record<string, string | number>; signal?: AbortSignal } = {},
): Promise<SuccessBody<Operation<P, 'post'>>> {
  const url = new URL(fill(template, path), window.location.origin);
  let response: Response;
  try {
    response = await http.post(url, { body, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    apiEvents.emit('unreachable', { url: url.pathname });
    throw new NetworkError(url.pathname, { cause: error });
  }
  const json = await readJson(response);
  if (response.ok) return json as SuccessBody<Operation<P, 'post'>>;
  throw new ApiError({
    status: response.status,
    statusText: response.statusText,
    body: json && typeof json === 'object' ? (json as ApiError['body']) : null,
    method: 'POST',
    url: url.pathname,
  });
}

/** Appends the files as Laravel reads an array of uploads: `attachments[]`. */
export function appendFiles(form: FormData, files: readonly File[]): void {
  for (const file of files) form.append('attachments[]', file, file.name);
}
