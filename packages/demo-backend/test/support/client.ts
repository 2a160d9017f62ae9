import { DEMO_PASSWORD } from '../../src/db/fixtures.ts';
import { documentedStatuses, expectToMatchDocument, expectToMatchSchema, isPublic, type Method } from './openapi.ts';

export const ORIGIN = 'http://localhost:3000';

/**
 * Failure answers the handlers give on purpose although the document does not list them for the
 * call. Each is checked against the document's FailureEnvelope instead, and each is a gap in the
 * document worth closing (see the package README).
 */
export function undocumentedFailure(method: Method, path: string, status: number): string | null {
  if (status === 401 && !isPublic(method, path)) return 'a bearer-protected call without a documented 401';
  if (status === 403 && /^\/api\/(admin|customer)\//.test(path)) return 'a role check or a per-user restriction without a documented 403';
  if (status === 404 && path.includes('{')) return 'an unknown or foreign record without a documented 404';
  const specific: Record<string, number[]> = {
    'DELETE /api/admin/nodes/{id}': [409],
    'GET /api/admin/integrations/discord/oauth': [422],
    'GET /api/admin/integrations/discord/oauth/guilds': [422],
    'GET /api/admin/integrations/discord/oauth/guild/{id}': [422],
    'POST /api/broadcasting/auth': [422],
    'POST /api/customer/servers/{id}/backups/restore/{backup}': [409],
    'POST /api/servers/update/{id}': [409, 422],
    'POST /api/customer/servers/{id}/reset-claim': [422],
  };
  return specific[`${method.toUpperCase()} ${path}`]?.includes(status) ? 'a failure the document does not list for this call' : null;
}

export interface CallOptions {
  path?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
}

export interface CallResult<T> {
  status: number;
  body: T;
}

/** Calls the API like the portal does and holds the answer against the document. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely; the document check above types them
export async function call<T = any>(method: Method, template: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(options.path?.[name] ?? '')));
  const url = new URL(path, ORIGIN);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, { method: method.toUpperCase(), headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await response.text();
  const body = (text ? JSON.parse(text) : null) as T;
  if (documentedStatuses(method, template).includes(String(response.status))) {
    expectToMatchDocument(method, template, response.status, body);
  } else if (undocumentedFailure(method, template, response.status)) {
    expectToMatchSchema('FailureEnvelope', body);
  } else {
    expectToMatchDocument(method, template, response.status, body);
  }
  return { status: response.status, body };
}

/** Signs in and answers the bearer token. */
export async function signIn(email: string, password = DEMO_PASSWORD): Promise<string> {
  const { status, body } = await call<{ token: string }>('post', '/api/login', { body: { email, password } });
  if (status !== 200) throw new Error(`Signing in as ${email} failed with ${status}.`);
  return body.token;
}
