import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface AuthDecision {
  /** The wire name, e.g. `private-system.demo`. */
  channel: string;
  authorization: string | undefined;
  status: number;
}

export interface AuthGate {
  /** Point the realtime server's `authHost` here. */
  url: string;
  /** Every channel authorisation asked for so far, with the answer given. */
  decisions: AuthDecision[];
  /** From now on, answer 403 for this channel (wire name) without asking the backend. */
  refuse(channel: string): void;
  /** Back to asking the backend for every channel. */
  allowAll(): void;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

const FORWARDED_HEADERS = ['authorization', 'content-type', 'accept', 'cookie', 'x-requested-with'];

/**
 * Stands between the realtime server and the backend's `/api/broadcasting/auth`. It passes each
 * request on unchanged, so the backend decides with its own tokens, and records the answer; for
 * the channels a test refuses it answers 403 itself, as Laravel does for a channel a user may not join.
 */
export async function startAuthGate(backendUrl: string): Promise<AuthGate> {
  const refused = new Set<string>();
  const decisions: AuthDecision[] = [];

  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const channel = new URLSearchParams(body.toString('utf8')).get('channel_name') ?? '';
      const authorization = request.headers.authorization;
      if (request.method !== 'POST' || request.url !== '/api/broadcasting/auth') {
        response.writeHead(404).end();
        return;
      }
      if (refused.has(channel)) {
        decisions.push({ channel, authorization, status: 403 });
        response.writeHead(403, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ success: false, message: 'This action is unauthorized.' }));
        return;
      }
      const headers: Record<string, string> = {};
      for (const name of FORWARDED_HEADERS) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const answer = await fetch(`${backendUrl}/api/broadcasting/auth`, { method: 'POST', headers, body: new Uint8Array(body) });
      decisions.push({ channel, authorization, status: answer.status });
      response.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/json' });
      response.end(Buffer.from(await answer.arrayBuffer()));
    })().catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    decisions,
    refuse: (channel) => void refused.add(channel),
    allowAll: () => refused.clear(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
