import { DEMO_PASSWORD } from '#db/fixtures.ts';
import { defaultFaults } from '#faults/registry.ts';
import { expectPortalToRead, expectToMatchDocument, type Method } from './openapi.ts';

export const ORIGIN = 'http://localhost:3000';

export interface CallOptions {
  path?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
  /** Hold the answer against the document (the default). Answers to calls a fault rule covers are never held against it. */
  check?: boolean;
}

export interface CallResult<T> {
  status: number;
  body: T;
}

/**
 * Calls the API like the portal does and holds the answer against the document, unless a fault
 * rule (`setFaults()`) covers the call: those answers are off the document on purpose.
 */
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
  const faulted = defaultFaults.find(method, url.pathname) !== null;
  if (options.check === false || faulted) return { status: response.status, body };
  // Every answer, failures included, must be one the document describes for this call.
  expectToMatchDocument(method, template, response.status, body);
  if (response.ok) expectPortalToRead(method, template, body);
  return { status: response.status, body };
}

/** Signs in and answers the bearer token. */
export async function signIn(email: string, password = DEMO_PASSWORD): Promise<string> {
  const { status, body } = await call<{ token: string }>('post', '/api/login', { body: { email, password } });
  if (status !== 200) throw new Error(`Signing in as ${email} failed with ${status}.`);
  return body.token;
}
