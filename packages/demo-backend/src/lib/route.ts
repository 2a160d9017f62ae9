import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import type { paths } from '@portal/api-client';
import { applyFault, FAULTS_BEFORE_HANDLER, type FaultOutcome } from '../faults/apply.ts';
import { DEFAULT_SLOW_MS, faultFor } from '../faults/registry.ts';
import { HttpError, notFound } from './http-error.ts';
import { wait } from './runtime.ts';
import { normalizeInput, type Input } from './validation.ts';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type ApiPath = keyof paths;
type Operation<P extends ApiPath, M extends HttpMethod> = NonNullable<paths[P][M]>;

/** The document's paths that have an operation for this method. */
export type PathsFor<M extends HttpMethod> = {
  [P in ApiPath]: [Operation<P, M>] extends [never] ? never : P;
}[ApiPath];

/** The JSON body of the operation's 200 answer, as the document describes it. */
export type OkBody<P extends ApiPath, M extends HttpMethod> =
  Operation<P, M> extends { responses: { 200: { content: { 'application/json': infer Body } } } } ? Body : never;

export interface RouteContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
  /** The JSON (or form) body, trimmed and with empty strings as null, like Laravel's middleware. */
  body: Input;
}

/** Synchronous on purpose: the body is read beforehand, so the answer is checked against the document, extra keys included. */
export type Resolver<P extends ApiPath, M extends HttpMethod> = (context: RouteContext) => OkBody<P, M>;

/** Every route registered, so tests can hold them against the API document. */
export const routeTable: { method: HttpMethod; path: ApiPath }[] = [];

/** What `route()` made a handler from: its method, its path matched without msw, and its resolver. */
interface RouteEntry {
  method: string;
  /** The path's parameters when the address is this path's, as msw reads them; null otherwise. */
  match: (pathname: string) => Record<string, string> | null;
  resolver: (info: { request: Request; params: Record<string, string> }) => Promise<Response | undefined>;
}
const routeEntries = new WeakMap<HttpHandler, RouteEntry>();

/**
 * The document's path (`/api/users/{user}`) as a matcher of an address's path, as msw's own
 * matching of `mswPattern(path)` reads it: a parameter is one segment, decoded, and a trailing
 * slash is allowed.
 */
function pathMatcher(path: string): RouteEntry['match'] {
  const names: string[] = [];
  const source = path
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name) {
        names.push(name);
        return '([^/#?]+?)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const pattern = new RegExp(`^${source}[/#?]?$`, 'i');
  return (pathname) => {
    const found = pattern.exec(pathname);
    if (!found) return null;
    const params: Record<string, string> = {};
    names.forEach((name, index) => {
      params[name] = decodeURIComponent(found[index + 1]!);
    });
    return params;
  };
}

/**
 * The handlers in the same order, each run of handlers made by `route()` put into one: msw tries
 * every handler of its list on every request, reading the cookies and compiling the path each
 * time, which for hundreds of routes was a tenth of a component test's processor time. The one
 * handler matches the routes of its run in their order, without msw's work, and answers as the
 * first that answers. Handlers of other kinds keep their place between the runs.
 */
export function dispatchInOrder(list: readonly HttpHandler[]): HttpHandler[] {
  const result: HttpHandler[] = [];
  let run: RouteEntry[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const entries = run;
    run = [];
    result.push(
      http.all('*/api/*', async ({ request }) => {
        const { pathname } = new URL(request.url);
        if (!pathname.startsWith('/api/')) return undefined;
        const method = request.method.toUpperCase();
        for (const entry of entries) {
          if (entry.method !== method) continue;
          const params = entry.match(pathname);
          if (!params) continue;
          const response = await entry.resolver({ request, params });
          if (response !== undefined) return response;
        }
        return undefined;
      }),
    );
  };
  for (const handler of list) {
    const entry = routeEntries.get(handler);
    if (entry) {
      run.push(entry);
      continue;
    }
    flush();
    result.push(handler);
  }
  flush();
  return result;
}

async function readInput(request: Request): Promise<Input> {
  const type = request.headers.get('content-type') ?? '';
  const text = await request.text();
  if (!text) return {};
  if (type.includes('application/x-www-form-urlencoded')) return normalizeInput(Object.fromEntries(new URLSearchParams(text)));
  try {
    return normalizeInput(JSON.parse(text));
  } catch {
    return {};
  }
}

/** The path as msw matches it: any origin, `{id}` as `:id`. */
export function mswPattern(path: string): string {
  return `*${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

export function failureResponse(error: HttpError): Response {
  return HttpResponse.json(error.body, { status: error.status });
}

function faultResponse(outcome: FaultOutcome): Response {
  return outcome.type === 'no-answer' ? HttpResponse.error() : HttpResponse.json(outcome.body as JsonBodyType, { status: outcome.status });
}

/**
 * Answers a documented call through the fault rule that matches it, if one does (see
 * `src/faults/`): the kinds that answer instead of the call (`status-*`, `success-false`,
 * `no-answer`) never run `answer`, so the call changes nothing; `slow` waits and then answers;
 * the others reshape a 200 JSON answer and leave every other answer as it is. `fields` reads the
 * request's fields, which the 422 names.
 */
export async function answerWithFaults(request: Request, fields: () => Promise<unknown>, answer: () => Promise<Response>): Promise<Response> {
  const rule = faultFor(request);
  if (!rule) return answer();
  if (rule.kind === 'slow') {
    await wait(rule.delayMs ?? DEFAULT_SLOW_MS);
    return answer();
  }
  if (FAULTS_BEFORE_HANDLER.includes(rule.kind)) {
    return faultResponse(applyFault(rule.kind, undefined, rule.kind === 'status-422' ? await fields() : {}));
  }
  const response = await answer();
  if (response.status !== 200 || !(response.headers.get('content-type') ?? '').includes('json')) return response;
  return faultResponse(applyFault(rule.kind, await response.json(), {}));
}

/**
 * One operation of the API document: `route('get', '/api/get-user')(resolver)`. The path and
 * method must exist in the document and the resolver must answer the document's 200 body, or
 * this does not compile; failures are thrown as `HttpError`s and answered with their status.
 * The active fault rules (`setFaults()`) apply here, to every documented call and nothing else.
 */
export function route<M extends HttpMethod, P extends PathsFor<M>>(method: M, path: P): (resolve: Resolver<P, M>) => HttpHandler {
  // Curried so that the path is fixed before the resolver is typed: its answer is then checked
  // against that path's document body, literal types included.
  return (resolve) => {
    routeTable.push({ method, path });
    const resolver = async ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
      // Any origin, but only its /api/: the browser worker also sees the page's module requests.
      if (!new URL(request.url).pathname.startsWith('/api/')) return undefined;
      const flat: Record<string, string> = {};
      for (const [key, value] of Object.entries(params)) if (typeof value === 'string') flat[key] = value;
      const input = method === 'get' ? {} : await readInput(request.clone());
      return answerWithFaults(
        request,
        async () => input,
        async () => {
          try {
            const body = resolve({ request, url: new URL(request.url), params: flat, body: input });
            return HttpResponse.json(body as Record<string, unknown>, { status: 200 });
          } catch (error) {
            if (error instanceof HttpError) return failureResponse(error);
            throw error;
          }
        },
      );
    };
    const handler = http[method](mswPattern(path), resolver);
    routeEntries.set(handler, { method: method.toUpperCase(), match: pathMatcher(path), resolver });
    return handler;
  };
}

/** A route parameter that must be a positive integer; anything else is an unknown record. */
export function intParam(params: Record<string, string>, name: string): number {
  const raw = params[name] ?? '';
  if (!/^\d+$/.test(raw)) throw notFound();
  return Number(raw);
}

/** A query parameter as a positive integer, or the fallback. */
export function intQuery(url: URL, name: string, fallback: number, { min = 1, max = Number.MAX_SAFE_INTEGER } = {}): number {
  const raw = url.searchParams.get(name);
  if (raw === null || !/^\d+$/.test(raw)) return fallback;
  return Math.min(max, Math.max(min, Number(raw)));
}
