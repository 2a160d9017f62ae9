import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { getResponse } from 'msw';
import { ensureSeeded } from './db/seed.ts';
import { createFaultStore, scopeFaults, type FaultRule, type FaultStore } from './faults/registry.ts';
import { handlers } from './handlers/index.ts';
import { unknownApiRoute } from './handlers/platform.ts';
import { uninitiateSystem } from './model/setup.ts';
import { restoreDemoData } from './state.ts';
import { portalContentSecurityPolicy } from './csp.ts';

export interface DemoHttpServerOptions {
  port: number;
  host?: string;
  /** A production build of the portal (`apps/portal/dist`), served under `basePath`. */
  staticDir?: string;
  basePath?: string;
  /**
   * The realtime server the pages connect to, e.g. `http://127.0.0.1:6001` (http(s) or ws(s)), as a
   * production host sets it at deploy time: every page carries it as
   * `<meta name="portal-realtime-url">`, which the build reads above its build variables, and it is
   * the one realtime origin the pages' Content-Security-Policy allows. Without it the pages carry
   * no such tag and the policy allows `https://<host>:8443`, where a build without
   * `VITE_REALTIME_URL` looks for the server.
   */
  realtimeUrl?: string;
  /** The pages' Content-Security-Policy header: `portalContentSecurityPolicy()` for the realtime server above unless a whole header is given, or none with `false`. */
  contentSecurityPolicy?: string | false;
}

export interface DemoHttpServer {
  /** Where the server listens, e.g. `http://127.0.0.1:4173`. */
  url: string;
  close(): Promise<void>;
  /** Puts the seeded demo data back and clears this server's faults, like `POST /__demo/reset`. */
  reset(): void;
  /** Puts the system back to a fresh installation, like `POST /__demo/uninitiate`. */
  uninitiate(): void;
  /** Replaces this server's fault rules, like `POST /__demo/faults`; throws on an invalid rule. */
  setFaults(rules: readonly FaultRule[]): FaultRule[];
  /** Clears this server's fault rules, like `DELETE /__demo/faults`. */
  clearFaults(): void;
  /** This server's fault rules, like `GET /__demo/faults`. */
  listFaults(): FaultRule[];
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.wasm': 'application/wasm',
};

const apiHandlers = [...handlers, unknownApiRoute];

type DemoActions = Record<string, { run: () => void; message: string } | undefined>;

/** Test hooks outside `/api`, so no portal build can ever call them. */
function demoActions(reset: () => void): DemoActions {
  return {
    '/__demo/reset': { run: reset, message: 'The demo data has been reset and the faults cleared.' },
    '/__demo/uninitiate': {
      run: uninitiateSystem,
      message: 'The system is not initiated any more: admins are sent to the set-up wizard, which starts from the beginning.',
    },
  };
}

const FAULTS_PATH = '/__demo/faults';

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(302, { Location: location });
  response.end();
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
}

/** The Node request as a Fetch `Request`, so msw's handlers can answer it. */
async function toFetchRequest(request: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = request.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(request);
  return new Request(new URL(request.url ?? '/', origin), { method, headers, body: body && body.length > 0 ? new Uint8Array(body) : undefined });
}

async function answerApi(request: IncomingMessage, response: ServerResponse, origin: string, faults: FaultStore): Promise<void> {
  const fetchRequest = await toFetchRequest(request, origin);
  scopeFaults(fetchRequest, faults);
  const answer = await getResponse(apiHandlers, fetchRequest);
  if (!answer) {
    sendJson(response, 404, { success: false, message: 'Not Found.' });
    return;
  }
  // `no-answer`: the connection drops without a response, as when the backend is unreachable.
  if (answer.type === 'error') {
    request.socket.destroy();
    return;
  }
  const headers: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    headers[name] = value;
  });
  if (answer.statusText) response.writeHead(answer.status, answer.statusText, headers);
  else response.writeHead(answer.status, headers);
  response.end(request.method === 'HEAD' ? undefined : Buffer.from(await answer.arrayBuffer()));
}

async function fileAt(root: string, relative: string): Promise<string | null> {
  const target = normalize(join(root, relative));
  if (target !== root && !target.startsWith(root + sep)) return null;
  try {
    return (await stat(target)).isFile() ? target : null;
  } catch {
    return null;
  }
}

/** `GET` answers the rules, `POST { rules }` replaces them, `DELETE` clears them. */
async function answerFaults(request: IncomingMessage, response: ServerResponse, faults: FaultStore): Promise<void> {
  const method = request.method ?? 'GET';
  if (method === 'GET') return sendJson(response, 200, { rules: faults.list() });
  if (method === 'DELETE') {
    faults.clear();
    return sendJson(response, 200, { success: true, message: 'The faults have been cleared.', rules: [] });
  }
  if (method !== 'POST') {
    response.writeHead(405, { Allow: 'GET, POST, DELETE' });
    response.end();
    return;
  }
  let payload: unknown;
  try {
    payload = JSON.parse((await readBody(request)).toString('utf8'));
  } catch {
    return sendJson(response, 400, { success: false, message: 'The body must be JSON like {"rules": [{"kind": "status-500", "path": "/api/customer/*"}]}.' });
  }
  if (!payload || typeof payload !== 'object' || !('rules' in payload)) {
    return sendJson(response, 400, { success: false, message: 'The body must have the rules: {"rules": [{"kind": "status-500", "path": "/api/customer/*"}]}.' });
  }
  try {
    const rules = faults.set((payload as { rules: FaultRule[] }).rules);
    sendJson(response, 200, { success: true, message: rules.length ? `${rules.length} fault rule${rules.length === 1 ? ' is' : 's are'} active.` : 'No fault rule is active.', rules });
  } catch (error) {
    sendJson(response, 400, { success: false, message: error instanceof Error ? error.message : String(error) });
  }
}

/** The tag `@portal/realtime` reads the realtime server from (`REALTIME_URL_META`). */
const REALTIME_URL_META = 'portal-realtime-url';
const SOCKET_SCHEMES = new Set(['http:', 'https:', 'ws:', 'wss:']);

function checkedRealtimeUrl(value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !SOCKET_SCHEMES.has(url.protocol) || !url.hostname) throw new Error(`The realtime URL must be an http(s) or ws(s) URL, like http://127.0.0.1:6001; got "${value}".`);
  return value;
}

function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The page with the realtime server's tag in its head, as a production host fills it in. */
function withRealtimeUrl(html: string, realtimeUrl: string): string {
  const tag = `<meta name="${REALTIME_URL_META}" content="${escapeAttribute(realtimeUrl)}" />`;
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, `  ${tag}\n  </head>`);
  // A page without a head of its own: the tag still goes before any content, after the doctype.
  return html.replace(/^(\s*<!doctype[^>]*>)?/i, (doctype) => `${doctype}${tag}`);
}

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map', '.txt', '.xml', '.webmanifest']);
const gzipped = new Map<string, Promise<Buffer>>();

/** The file gzipped, once per version of the file, as a production host serves text assets. */
async function gzippedFile(file: string): Promise<Buffer> {
  const key = `${file}:${(await stat(file)).mtimeMs}`;
  let pending = gzipped.get(key);
  if (!pending) {
    pending = readFile(file).then((content) => gzipSync(content, { level: 9 }));
    gzipped.set(key, pending);
  }
  return pending;
}

async function sendFile(request: IncomingMessage, response: ServerResponse, file: string, cacheControl: string, extraHeaders: Record<string, string> = {}): Promise<void> {
  const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': cacheControl, Vary: 'Accept-Encoding', ...extraHeaders };
  const gzip = COMPRESSIBLE.has(extname(file).toLowerCase()) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  if (gzip) {
    const body = await gzippedFile(file);
    response.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': String(body.length) });
    response.end(request.method === 'HEAD' ? undefined : body);
    return;
  }
  response.writeHead(200, headers);
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(file).pipe(response);
}

/** A page changed on the way out (a few KiB, read and compressed per request). */
async function sendPage(request: IncomingMessage, response: ServerResponse, file: string, headers: Record<string, string>, rewrite: (html: string) => string): Promise<void> {
  const page = Buffer.from(rewrite(await readFile(file, 'utf8')));
  const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  const body = gzip ? gzipSync(page, { level: 9 }) : page;
  response.writeHead(200, {
    'Content-Type': CONTENT_TYPES['.html']!,
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    ...headers,
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    'Content-Length': String(body.length),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * The demo backend as a real HTTP server: `/api/*` answered by the same handlers as in the
 * browser and the tests, the portal's production build under `/app` with `index.html` for every
 * other path below it, `POST /__demo/reset` to start a test from the seed,
 * `POST /__demo/uninitiate` to start one from a system that still needs its set-up, and
 * `/__demo/faults` to make chosen calls fail. Each server keeps its own fault rules.
 */
export async function startDemoHttpServer(options: DemoHttpServerOptions): Promise<DemoHttpServer> {
  ensureSeeded();
  const host = options.host ?? '127.0.0.1';
  const basePath = `/${(options.basePath ?? '/app').replace(/^\/+|\/+$/g, '')}`;
  const root = options.staticDir ? resolve(options.staticDir) : null;
  const faults = createFaultStore();
  const realtimeUrl = options.realtimeUrl === undefined ? undefined : checkedRealtimeUrl(options.realtimeUrl);
  const policy = options.contentSecurityPolicy ?? portalContentSecurityPolicy({ realtime: [realtimeUrl ?? `https://${host}:8443`] });
  // Headers of the portal's pages (the HTML); the policy applies to the document and what it loads.
  const pageHeaders: Record<string, string> = policy ? { 'Content-Security-Policy': policy, 'X-Content-Type-Options': 'nosniff' } : {};
  const servePage = (request: IncomingMessage, response: ServerResponse, file: string) =>
    realtimeUrl === undefined
      ? sendFile(request, response, file, 'no-cache', pageHeaders)
      : sendPage(request, response, file, pageHeaders, (html) => withRealtimeUrl(html, realtimeUrl));
  // The seeded tables put back from a copy taken at the first reset, not seeded again: the same
  // data at the same moment (test/restore-point.test.ts), in a tenth of the time.
  const reset = () => {
    restoreDemoData();
    faults.clear();
  };
  const actions = demoActions(reset);

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) sendJson(response, 500, { success: false, message: 'Server Error' });
      else response.end();
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://demo.local');
    const path = url.pathname;
    const method = request.method ?? 'GET';

    if (path === FAULTS_PATH) return answerFaults(request, response, faults);
    const demoAction = actions[path];
    if (demoAction) {
      if (method !== 'POST') {
        response.writeHead(405, { Allow: 'POST' });
        response.end();
        return;
      }
      demoAction.run();
      sendJson(response, 200, { success: true, message: demoAction.message });
      return;
    }
    if (path === '/api' || path.startsWith('/api/')) {
      await answerApi(request, response, `http://${request.headers.host ?? `${host}:${options.port}`}`, faults);
      return;
    }
    if (path === '/') return redirect(response, `${basePath}${url.search}`);
    if (path === basePath) return redirect(response, `${basePath}/${url.search}`);
    if (root && path.startsWith(`${basePath}/`) && (method === 'GET' || method === 'HEAD')) {
      const relative = decodeURIComponent(path.slice(basePath.length + 1));
      const file = relative ? await fileAt(root, relative) : null;
      if (file) {
        if (file.endsWith('.html')) return servePage(request, response, file);
        const hashed = relative.startsWith('assets/');
        return sendFile(request, response, file, hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      }
      // A missing hashed asset is a real 404: answering it with HTML breaks the page in confusing ways.
      if (relative.startsWith('assets/')) return sendJson(response, 404, { success: false, message: 'Not Found.' });
      const index = await fileAt(root, 'index.html');
      if (index) return servePage(request, response, index);
    }
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Not Found');
  }

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    url: `http://${shownHost}:${address.port}`,
    reset,
    uninitiate: uninitiateSystem,
    setFaults: (rules) => faults.set(rules),
    clearFaults: () => faults.clear(),
    listFaults: () => faults.list(),
    close: () =>
      new Promise<void>((resolveClose, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolveClose()));
      }),
  };
}
export { portalContentSecurityPolicy } from './csp.ts';
