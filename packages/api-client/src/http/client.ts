import { msg } from '@lingui/core/macro';
import ky, { type KyInstance } from 'ky';
import { apiEvents } from '../events.ts';
import { translate } from '../i18n.ts';
import { sessionStore } from '../session/store.ts';
import { metaCsrfToken, xsrfCookie } from './csrf.ts';
import type { ResponseSchema } from '../validation/define.ts';
import { ApiError, FAILURE_MESSAGES, NetworkError, UnexpectedResponseError } from './errors.ts';
import type { ApiPath, HttpMethod, MultipartValue, Operation, OperationId, PathsWith, RequestArgs, SchemaOption, SuccessBody } from './types.ts';

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

/**
 * Answers the page's boot script asked for before the app's code arrived (the system settings,
 * which the first screen waits for), keyed by path and query. Each is used once, by the first
 * GET of the same address; later calls go to the network as usual.
 */
function takeEarlyAnswer(url: URL): Promise<Response> | undefined {
  const early = (globalThis as { __portalEarly?: Record<string, Promise<Response> | undefined> }).__portalEarly;
  const key = `${url.pathname}${url.search}`;
  const answer = early?.[key];
  if (!answer || (typeof location !== 'undefined' && url.origin !== location.origin)) return undefined;
  delete early[key];
  return answer;
}

const NOT_JSON = Symbol('not JSON');

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException ? error.name === 'AbortError' : (error as { name?: string } | null)?.name === 'AbortError';
}

/** Laravel reads `name[]` fields as a list: each value of a list is appended under the same name. */
function formData(fields: Record<string, MultipartValue | readonly MultipartValue[] | undefined>): FormData {
  const form = new FormData();
  const append = (name: string, value: MultipartValue) => {
    // By shape, not `instanceof`: a file may come from another realm (a frame, a test's Node File).
    if (typeof value === 'object') form.append(name, value, (value as Partial<File>).name ?? 'blob');
    else form.append(name, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  };
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value as readonly MultipartValue[]) append(name, item);
    else append(name, value as MultipartValue);
  }
  return form;
}

interface RawOptions {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  json?: unknown;
  multipart?: Record<string, MultipartValue | readonly MultipartValue[] | undefined>;
  signal?: AbortSignal;
  rejectOnError?: boolean;
  headers?: Record<string, string>;
  /** Checks the success answer; without one the answer is returned as it came (files, tests). */
  schema?: SchemaOption<string>;
}

/** What the generic error event says about an answer of another shape. */
const UNREADABLE = msg`The server sent an answer the portal cannot read.`;

/**
 * A failure is announced through the generic error event unless the caller handles it itself, in
 * the active language when the words are the client's own.
 */
function report<E extends ApiError | UnexpectedResponseError>(error: E, options: RawOptions, fallback: string): E {
  if (!options.rejectOnError) {
    apiEvents.emit('error', { message: error instanceof ApiError ? error.body?.message || fallback : translate(UNREADABLE) });
    error.reported = true;
  }
  return error;
}

export async function request<T>(method: HttpMethod, template: string, options: RawOptions = {}): Promise<T> {
  const url = buildUrl(template, options.path, options.query);
  const sentToken = options.headers?.Authorization ? null : sessionStore.getState().token;
  // A lazily imported validator loads while the request is under way.
  const schema: Promise<ResponseSchema | undefined> = Promise.resolve(typeof options.schema === 'function' ? options.schema() : options.schema);
  schema.catch(() => {});
  let response: Response;
  try {
    const early = method === 'get' && !options.headers ? takeEarlyAnswer(url) : undefined;
    response = early ? await early : await http(url, {
      method: method.toUpperCase(),
      json: options.multipart ? undefined : options.json,
      body: options.multipart ? formData(options.multipart) : undefined,
      signal: options.signal,
      headers: options.headers,
    });
  } catch (error) {
    if (isAbort(error) || options.signal?.aborted) throw error;
    apiEvents.emit('unreachable', { url: url.pathname });
    throw new NetworkError(url.pathname, { cause: error });
  }

  const body = await readJson(response);
  const envelope = body && body !== NOT_JSON && typeof body === 'object' && !Array.isArray(body) ? (body as ApiError['body']) : null;
  // A 2xx answer that says `success: false` is a failure like any other.
  const failed = !response.ok || (envelope as { success?: unknown } | null)?.success === false;

  if (!failed) {
    const validator = await schema;
    if (!validator) return (body === NOT_JSON ? null : body) as T;
    const parsed =
      body === NOT_JSON
        ? ({ ok: false, mismatch: { path: '', expected: 'JSON', received: 'text that is not JSON' } } as const)
        : validator.parse(body);
    if (parsed.ok) return parsed.value as T;
    throw report(
      new UnexpectedResponseError({ operationId: validator.operationId, call: validator.call, url: url.pathname, mismatch: parsed.mismatch }),
      options,
      '',
    );
  }

  const error = new ApiError({
    status: response.status,
    statusText: response.statusText,
    body: envelope,
    method: method.toUpperCase(),
    url: url.pathname,
  });

  // A 401 on the current-user call means the stored token is dead: log out.
  if (response.status === 401 && sentToken && CURRENT_USER_PATHS.has(template) && sessionStore.getState().token === sentToken) {
    onSessionExpired();
  }

  const generic = translate(FAILURE_MESSAGES.generic);
  throw report(error, options, response.ok ? generic : response.statusText || generic);
}

function method<M extends HttpMethod>(verb: M) {
  return <P extends PathsWith<M>>(path: P, ...[options]: RequestArgs<Operation<P, M>, OperationId<P, M>>): Promise<SuccessBody<Operation<P, M>>> =>
    request(verb, path as string, options as RawOptions);
}

/**
 * The typed API: paths, parameters, bodies and answers come from the OpenAPI document, so a
 * call the document does not describe does not compile. Every call names the validator of its
 * answer (`schema`), and resolves with the answer as the validator read it: an answer of another
 * shape rejects with an `UnexpectedResponseError`, never reaches a screen.
 */
export const api = {
  get: method('get'),
  post: method('post'),
  put: method('put'),
  patch: method('patch'),
  delete: method('delete'),
};

export type { ApiPath };
