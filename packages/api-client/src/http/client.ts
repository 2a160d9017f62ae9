import ky, { type KyInstance } from 'ky';
import { apiEvents } from '../events.ts';
import { sessionStore } from '../session/store.ts';
import { metaCsrfToken, xsrfCookie } from './csrf.ts';
import { ApiError, NetworkError } from './errors.ts';
import type { ApiPath, HttpMethod, Operation, PathsWith, RequestArgs, SuccessBody } from './types.ts';

/**
 * The one HTTP client of the portal. Every request goes through it, so every request carries
 * X-Requested-With, the CSRF headers and, when signed in, the bearer token.
 */
export const http: KyInstance = ky.create({
  credentials: 'same-origin',
  retry: 0,
  timeout: 30_000,
  throwHttpErrors: false,
  hooks: {
    beforeRequest: [
      (request) => {
        request.headers.set('X-Requested-With', 'XMLHttpRequest');
        request.headers.set('Accept', 'application/json');
        const csrf = metaCsrfToken();
        if (csrf) request.headers.set('X-CSRF-TOKEN', csrf);
        const xsrf = xsrfCookie();
        if (xsrf) request.headers.set('X-XSRF-TOKEN', xsrf);
        const { token } = sessionStore.getState();
        if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
  },
});

let baseUrl: string | null = null;

/** Where `/api/...` paths resolve. Defaults to the page's origin; Node tools set it explicitly. */
export function setApiBaseUrl(url: string | null): void {
  baseUrl = url;
}

function origin(): string {
  if (baseUrl) return baseUrl;
  if (typeof location !== 'undefined' && location.origin && location.origin !== 'null') return location.origin;
  return 'http://localhost';
}

/** Calls whose 401 means the stored token is no longer valid. */
const CURRENT_USER_PATHS = new Set<string>(['/api/get-user', '/api/customer/user/fetch']);

type SessionExpiredHandler = () => void;
let onSessionExpired: SessionExpiredHandler = () => {};

/** The session module registers how a 401 on the current-user call logs out. */
export function handleSessionExpired(handler: SessionExpiredHandler): void {
  onSessionExpired = handler;
}

function buildUrl(template: string, path: Record<string, unknown> | undefined, query: Record<string, unknown> | undefined): URL {
  const filled = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = path?.[name];
    if (value === undefined || value === null) throw new TypeError(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
  const url = new URL(filled, origin());
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    url.searchParams.set(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  return url;
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

function isAbort(error: unknown): boolean {
  return error instanceof DOMException ? error.name === 'AbortError' : (error as { name?: string } | null)?.name === 'AbortError';
}

interface RawOptions {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  json?: unknown;
  signal?: AbortSignal;
  rejectOnError?: boolean;
  headers?: Record<string, string>;
}

export async function request<T>(method: HttpMethod, template: string, options: RawOptions = {}): Promise<T> {
  const url = buildUrl(template, options.path, options.query);
  const sentToken = options.headers?.Authorization ? null : sessionStore.getState().token;
  let response: Response;
  try {
    response = await http(url, {
      method: method.toUpperCase(),
      json: options.json,
      signal: options.signal,
      headers: options.headers,
    });
  } catch (error) {
    if (isAbort(error) || options.signal?.aborted) throw error;
    apiEvents.emit('unreachable', { url: url.pathname });
    throw new NetworkError(url.pathname, { cause: error });
  }

  if (response.ok) return (await readJson(response)) as T;

  const body = await readJson(response);
  const error = new ApiError({
    status: response.status,
    statusText: response.statusText,
    body: body && typeof body === 'object' ? (body as ApiError['body']) : null,
    method: method.toUpperCase(),
    url: url.pathname,
  });

  // A 401 on the current-user call means the stored token is dead: log out.
  if (response.status === 401 && sentToken && CURRENT_USER_PATHS.has(template) && sessionStore.getState().token === sentToken) {
    onSessionExpired();
  }

  if (!options.rejectOnError) {
    apiEvents.emit('error', { message: error.body?.message || response.statusText || 'Something went wrong' });
    error.reported = true;
  }
  throw error;
}

function method<M extends HttpMethod>(verb: M) {
  return <P extends PathsWith<M>>(path: P, ...[options]: RequestArgs<Operation<P, M>>): Promise<SuccessBody<Operation<P, M>>> =>
    request(verb, path as string, options as RawOptions);
}

/**
 * The typed API: paths, parameters, bodies and answers come from the OpenAPI document, so a
 * call the document does not describe does not compile.
 */
export const api = {
  get: method('get'),
  post: method('post'),
  put: method('put'),
  patch: method('patch'),
  delete: method('delete'),
};

export type { ApiPath };
