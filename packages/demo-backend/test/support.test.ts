// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { db } from '../src/db/database.ts';
import { DEMO_IDS } from '../src/db/fixtures.ts';
import { setupDemoBackend } from '../src/node.ts';
import { call, ORIGIN, signIn } from './support/client.ts';
import { expectToMatchDocument } from './support/openapi.ts';

setupDemoBackend();

type Part = string | File;

/** Posts a multipart form like the portal does, and holds the JSON answer against the document. */
async function postForm(template: string, fields: Record<string, Part | Part[]>, { token, path = {} }: { token?: string; path?: Record<string, number> } = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  const url = new URL(template.replace(/\{(\w+)\}/g, (_, name: string) => String(path[name])), ORIGIN);
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(url, { method: 'POST', headers, body: form });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document check types the answer
  const body = (await response.json()) as any;
  expectToMatchDocument('post', template, response.status, body);
  return { status: response.status, body };
}

/** A GET whose success is a file; failures are JSON and checked against the document. */
async function getFile(template: string, { token, path = {}, query = {} }: { token?: string; path?: Record<string, number>; query?: Record<string, string | number> }) {
  const url = new URL(template.replace(/\{(\w+)\}/g, (_, name: string) => String(path[name])), ORIGIN);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(url, { headers });
  if (response.ok) return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
  expectToMatchDocument('get', template, response.status, await response.json());
  return { status: response.status, headers: response.headers, bytes: new Uint8Array() };
}

const file = (name: string, size: number, type = 'text/plain') => new File([new Uint8Array(size).fill(65)], name, { type });
const plexTickets = () => db.ticket.getAll().filter((ticket) => ticket.user_id === DEMO_IDS.users.plex);

describe('support departments', () => {
  it('answers the departments to choose from', async () => {
    const token = await signIn('plex@demo.test');
    const { status, body } = await call('get', '/api/customer/support/departments', { token });
    expect(status).toBe(200);
    expect(body.data.map((department: { name: string }) => department.name)).toEqual(['Technical', 'Billing', 'Sales', 'General']);
  });

  it('needs a signed-in user', async () => {
    expect((await call('get', '/api/customer/support/departments')).status).toBe(401);
  });
});

describe('the ticket list', () => {
  it("lists only the user's tickets, the most recently updated first, with counts", async () => {
    const token = await signIn('plex@demo.test');
    const { status, body } = await call('get', '/api/customer/support/tickets', { token });
    expect(status).toBe(200);
    const mine = plexTickets();
    expect(body.data).toHaveLength(mine.length);
    const updated = body.data.map((ticket: { updated_at: string }) => ticket.updated_at);
    expect(updated).toEqual([...updated].sort().reverse());
    expect(body.counts).toEqual({ open: mine.filter((ticket) => ticket.status !== 'closed').length, closed: mine.filter((ticket) => ticket.status === 'closed').length, unread: 1 });
    const statuses = new Set(body.data.map((ticket: { status: string }) => ticket.status));
    expect(statuses).toEqual(new Set(['open', 'answered', 'customer-reply', 'closed']));
    const buffering = body.data.find((ticket: { id: number }) => ticket.id === 1045);
    expect(buffering).toMatchObject({ subject: 'Plex buffers on 4K remuxes since yesterday', department: 'Technical', server: { id: DEMO_IDS.servers.plex }, last_reply_by: 'customer' });
  });

  it('filters open and closed tickets and pages', async () => {
    const token = await signIn('plex@demo.test');
    const open = await call('get', '/api/customer/support/tickets', { token, query: { status: 'open' } });
    expect(open.body.data.every((ticket: { status: string }) => ticket.status !== 'closed')).toBe(true);
    const closed = await call('get', '/api/customer/support/tickets', { token, query: { status: 'closed' } });
    expect(closed.body.data.map((ticket: { status: string }) => ticket.status)).toEqual(['closed']);
    const paged = await call('get', '/api/customer/support/tickets', { token, query: { perpage: 2, page: 2 } });
    expect(paged.body.data).toHaveLength(2);
    expect(paged.body.meta).toEqual({ current_page: 2, last_page: Math.ceil(plexTickets().length / 2), per_page: 2, total: plexTickets().length });
  });

  it('counts unread staff replies until the customer opens the thread', async () => {
    const token = await signIn('plex@demo.test');
    const before = await call('get', '/api/customer/support/tickets', { token });
    const unread = before.body.data.filter((ticket: { unread_replies: number }) => ticket.unread_replies > 0);
    expect(unread.map((ticket: { id: number; unread_replies: number }) => [ticket.id, ticket.unread_replies])).toEqual([[1052, 1]]);
    expect(before.body.counts.unread).toBe(1);
    const opened = await call('get', '/api/customer/support/tickets/{id}', { token, path: { id: 1052 } });
    expect(opened.body.data.unread_replies).toBe(1);
    const after = await call('get', '/api/customer/support/tickets', { token });
    expect(after.body.counts.unread).toBe(0);
    expect(after.body.data.find((ticket: { id: number }) => ticket.id === 1052).unread_replies).toBe(0);
  });

  it('rejects an unknown status filter', async () => {
    const token = await signIn('plex@demo.test');
    const { status, body } = await call('get', '/api/customer/support/tickets', { token, query: { status: 'pending' } });
    expect(status).toBe(422);
    expect(body.errors.status).toEqual(['The selected status is invalid.']);
  });

  it('needs a signed-in user', async () => {
    expect((await call('get', '/api/customer/support/tickets')).status).toBe(401);
  });
});

describe('opening a ticket', () => {
  it('opens it with its first message and attachments, about one of the user’s servers', async () => {
    const token = await signIn('plex@demo.test');
    const { status, body } = await postForm(
      '/api/customer/support/tickets',
      {
        subject: '  Playback stops on the Roku  ',
        department: 'Technical',
        server_id: String(DEMO_IDS.servers.plex),
        message: 'It stops after ten minutes.',
        'attachments[]': [file('roku.log', 1200), file('screen.png', 300, 'image/png')],
      },
      { token },
    );
    expect(status).toBe(200);
    expect(body.message).toMatch(/^Ticket #\d+ is open\./);
    expect(body.data).toMatchObject({ subject: 'Playback stops on the Roku', status: 'open', server: { id: DEMO_IDS.servers.plex }, messages_count: 1, last_reply_by: 'customer' });
    const [first] = body.data.messages;
    expect(first).toMatchObject({ body: 'It stops after ten minutes.', format: 'text', author: { name: 'Jordan Lee', role: 'customer', is_you: true } });
    expect(first.attachments.map((attachment: { name: string; size: number; mime: string }) => [attachment.name, attachment.size, attachment.mime])).toEqual([
      ['roku.log', 1200, 'text/plain'],
      ['screen.png', 300, 'image/png'],
    ]);
    expect(db.ticket.findFirst({ where: { id: { equals: body.data.id } } })?.user_id).toBe(DEMO_IDS.users.plex);
  });

  it('opens one without a server or files', async () => {
    const token = await signIn('emby@demo.test');
    const { status, body } = await postForm('/api/customer/support/tickets', { subject: 'Upgrade question', department: 'Sales', message: 'What does 4K cost?' }, { token });
    expect(status).toBe(200);
    expect(body.data.server).toBeNull();
  });

  it('says what is missing, field by field', async () => {
    const token = await signIn('plex@demo.test');
    const { status, body } = await postForm('/api/customer/support/tickets', { subject: ' ', department: 'Legal', message: '' }, { token });
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      subject: ['The subject field is required.'],
      department: ['The selected department is invalid.'],
      message: ['The message field is required.'],
    });
    expect(body.message).toBe('The subject field is required. (and 2 more errors)');
  });

  it("refuses someone else's server and over-long text", async () => {
    const token = await signIn('plex@demo.test');
    const { status, body } = await postForm('/api/customer/support/tickets', { subject: 'x'.repeat(121), department: 'Technical', server_id: String(DEMO_IDS.servers.emby), message: 'Hi' }, { token });
    expect(status).toBe(422);
    expect(body.errors.subject).toEqual(['The subject field must not be greater than 120 characters.']);
    expect(body.errors.server_id).toEqual(['The selected server id is invalid.']);
  });

  it('holds attachments to five files of at most 5 MB, images, text and logs', async () => {
    const token = await signIn('plex@demo.test');
    const tooMany = await postForm('/api/customer/support/tickets', { subject: 'Logs', department: 'Technical', message: 'See files', 'attachments[]': [1, 2, 3, 4, 5, 6].map((n) => file(`part-${n}.txt`, 10)) }, { token });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.attachments).toEqual(['The attachments field must not have more than 5 items.']);

    const wrong = await postForm(
      '/api/customer/support/tickets',
      { subject: 'Logs', department: 'Technical', message: 'See files', 'attachments[]': [file('ok.txt', 10), file('huge.log', 5 * 1024 * 1024 + 1), file('setup.exe', 10, 'application/x-msdownload')] },
      { token },
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({
      'attachments.1': ['The file huge.log must not be greater than 5 MB.'],
      'attachments.2': ['The file setup.exe must be a file of type: png, jpg, jpeg, gif, webp, txt, log.'],
    });
    expect(db.ticket.getAll().filter((ticket) => ticket.subject === 'Logs')).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    expect((await postForm('/api/customer/support/tickets', { subject: 'Hi', department: 'General', message: 'Hi' })).status).toBe(401);
  });
});

describe('a ticket and its thread', () => {
  it('answers the thread oldest first with staff replies as HTML and attachments', async () => {
    const token = await signIn('plex@demo.test');
    const { status, body } = await call('get', '/api/customer/support/tickets/{id}', { token, path: { id: 1052 } });
    expect(status).toBe(200);
    expect(body.data.status).toBe('answered');
    expect(body.data.last_reply_by).toBe('staff');
    const [question, answer] = body.data.messages;
    expect(question.author).toEqual({ name: 'Jordan Lee', role: 'customer', is_you: true });
    expect(answer).toMatchObject({ author: { name: 'Emma Clarke', role: 'staff', is_you: false }, format: 'html' });
    expect(answer.body).toContain('<a href="/app/plex-tools/invites">');
    const buffering = await call('get', '/api/customer/support/tickets/{id}', { token, path: { id: 1045 } });
    expect(buffering.body.data.messages[0].attachments.map((attachment: { name: string }) => attachment.name)).toEqual(['plex-media-server.log', 'buffering-tv.png']);
  });

  it("does not show someone else's ticket or an unknown one", async () => {
    const token = await signIn('plex@demo.test');
    expect((await call('get', '/api/customer/support/tickets/{id}', { token, path: { id: 1048 } })).status).toBe(404);
    expect((await call('get', '/api/customer/support/tickets/{id}', { token, path: { id: 99999 } })).status).toBe(404);
    expect((await call('get', '/api/customer/support/tickets/{id}', { path: { id: 1045 } })).status).toBe(401);
  });
});

describe('replying', () => {
  it('adds the reply with its files and waits for staff again', async () => {
    const token = await signIn('plex@demo.test');
    const { status, body } = await postForm('/api/customer/support/tickets/{id}/replies', { message: 'She found it, thanks!', 'attachments[]': file('proof.txt', 20) }, { token, path: { id: 1052 } });
    expect(status).toBe(200);
    expect(body.message).toBe('Your reply has been sent.');
    expect(body.data.status).toBe('customer-reply');
    const last = body.data.messages.at(-1);
    expect(last).toMatchObject({ body: 'She found it, thanks!', author: { is_you: true }, attachments: [{ name: 'proof.txt', size: 20 }] });
  });

  it('needs a message, and takes no reply on a closed ticket', async () => {
    const token = await signIn('plex@demo.test');
    const empty = await postForm('/api/customer/support/tickets/{id}/replies', { message: '' }, { token, path: { id: 1052 } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ message: ['The message field is required.'] });
    const closed = await postForm('/api/customer/support/tickets/{id}/replies', { message: 'Hello?' }, { token, path: { id: 1054 } });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('This ticket is closed. Reopen it to reply.');
  });

  it("cannot reply to someone else's ticket", async () => {
    const token = await signIn('plex@demo.test');
    expect((await postForm('/api/customer/support/tickets/{id}/replies', { message: 'Hi' }, { token, path: { id: 1048 } })).status).toBe(404);
    expect((await postForm('/api/customer/support/tickets/{id}/replies', { message: 'Hi' }, { path: { id: 1052 } })).status).toBe(401);
  });
});

describe('closing and reopening', () => {
  it('closes an open ticket and reopens it', async () => {
    const token = await signIn('plex@demo.test');
    const closed = await call('post', '/api/customer/support/tickets/{id}/close', { token, path: { id: 1045 } });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ message: 'The ticket has been closed.', data: { id: 1045, status: 'closed' } });
    const again = await call('post', '/api/customer/support/tickets/{id}/close', { token, path: { id: 1045 } });
    expect(again.status).toBe(409);
    const reopened = await call('post', '/api/customer/support/tickets/{id}/reopen', { token, path: { id: 1045 } });
    expect(reopened.body).toMatchObject({ message: 'The ticket has been reopened.', data: { status: 'open' } });
    expect((await call('post', '/api/customer/support/tickets/{id}/reopen', { token, path: { id: 1045 } })).status).toBe(409);
  });

  it("leaves someone else's ticket alone", async () => {
    const token = await signIn('plex@demo.test');
    expect((await call('post', '/api/customer/support/tickets/{id}/close', { token, path: { id: 1046 } })).status).toBe(404);
    expect((await call('post', '/api/customer/support/tickets/{id}/reopen', { token, path: { id: 1048 } })).status).toBe(404);
    expect((await call('post', '/api/customer/support/tickets/{id}/close', { path: { id: 1045 } })).status).toBe(401);
  });
});

describe('attachment downloads', () => {
  it('answers the file with its name', async () => {
    const token = await signIn('plex@demo.test');
    const ticket = await call('get', '/api/customer/support/tickets/{id}', { token, path: { id: 1045 } });
    const [log, png] = ticket.body.data.messages[0].attachments;
    const text = await getFile('/api/customer/support/tickets/{id}/attachments/{attachment}', { token, path: { id: 1045, attachment: log.id } });
    expect(text.status).toBe(200);
    expect(text.headers.get('content-disposition')).toBe('attachment; filename="plex-media-server.log"');
    expect(new TextDecoder().decode(text.bytes)).toContain('Transcoder is throttled');
    expect(text.bytes.length).toBe(log.size);
    const image = await getFile(png.url, { token });
    expect(image.headers.get('content-type')).toBe('image/png');
    expect([...image.bytes.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    expect(image.bytes.length).toBe(png.size);
  });

  it('round-trips an uploaded file byte for byte', async () => {
    const token = await signIn('plex@demo.test');
    const bytes = new Uint8Array(70_000).map((_, index) => (index * 31) % 256);
    const created = await postForm('/api/customer/support/tickets', { subject: 'Binary', department: 'Technical', message: 'See file', 'attachments[]': new File([bytes], 'capture.png', { type: 'image/png' }) }, { token });
    const attachment = created.body.data.messages[0].attachments[0];
    const download = await getFile(attachment.url, { token });
    expect(download.bytes).toEqual(bytes);
  });

  it("keeps other people's files private", async () => {
    const emby = await signIn('emby@demo.test');
    const attachment = db.ticketAttachment.getAll().find((row) => row.ticket_id === 1045)!;
    const path = { id: 1045, attachment: attachment.id };
    expect((await getFile('/api/customer/support/tickets/{id}/attachments/{attachment}', { token: emby, path })).status).toBe(404);
    expect((await getFile('/api/customer/support/tickets/{id}/attachments/{attachment}', { path })).status).toBe(401);
    const plex = await signIn('plex@demo.test');
    expect((await getFile('/api/customer/support/tickets/{id}/attachments/{attachment}', { token: plex, path: { id: 1052, attachment: attachment.id } })).status).toBe(404);
  });
});

describe('the buffering test', () => {
  it('streams an incompressible sample of the asked size, never cached', async () => {
    const token = await signIn('plex@demo.test');
    const sample = await getFile('/api/customer/support/buffering-test/sample', { token, query: { server_id: DEMO_IDS.servers.plex, size: 100_000 } });
    expect(sample.status).toBe(200);
    expect(sample.bytes.length).toBe(100_000);
    expect(sample.headers.get('cache-control')).toBe('no-store');
    expect(new Set(sample.bytes).size).toBeGreaterThan(250);
  });

  it("refuses a size out of range and someone else's server", async () => {
    const token = await signIn('plex@demo.test');
    const big = await getFile('/api/customer/support/buffering-test/sample', { token, query: { server_id: DEMO_IDS.servers.plex, size: 52_428_801 } });
    expect(big.status).toBe(422);
    const other = await getFile('/api/customer/support/buffering-test/sample', { token, query: { server_id: DEMO_IDS.servers.emby, size: 10 } });
    expect(other.status).toBe(422);
    expect((await getFile('/api/customer/support/buffering-test/sample', { query: { server_id: 1, size: 10 } })).status).toBe(401);
  });

  it('says a fast connection supports 4K', async () => {
    const token = await signIn('plex@demo.test');
    const { status, body } = await call('post', '/api/customer/support/buffering-test', { token, body: { server_id: DEMO_IDS.servers.plex, download_mbps: 180, latency_ms: 24, jitter_ms: 3 } });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ verdict: 'good', max_quality: '4k', recommended_bitrate_mbps: 40, recommendation: 'Your connection supports 4K.', node: { alias: 'fra-01', status: 'operational' } });
    expect(db.bufferingTest.count()).toBe(1);
  });

  it('recommends a lower quality on a slow connection and names high latency', async () => {
    const token = await signIn('plex@demo.test');
    const { body } = await call('post', '/api/customer/support/buffering-test', { token, body: { server_id: DEMO_IDS.servers.plex, download_mbps: 12, latency_ms: 210, jitter_ms: 5 } });
    expect(body.data).toMatchObject({ verdict: 'fair', max_quality: '1080p', recommended_bitrate_mbps: 8 });
    expect(body.data.recommendation).toBe('Lower the quality to 1080p 8 Mbps. The delay to the server is high, so videos take a few seconds to start.');
  });

  it('blames the node when it is down', async () => {
    const token = await signIn('hannah.becker@demo.test');
    const { body } = await call('post', '/api/customer/support/buffering-test', { token, body: { server_id: DEMO_IDS.servers.multiJellyfin, download_mbps: 300, latency_ms: 10, jitter_ms: 1 } });
    expect(body.data).toMatchObject({ verdict: 'poor', node: { alias: 'nyc-01', status: 'outage' } });
    expect(body.data.recommendation).toContain('The node nyc-01 has problems right now');
  });

  it('validates the measurements', async () => {
    const token = await signIn('plex@demo.test');
    const { status, body } = await call('post', '/api/customer/support/buffering-test', { token, body: { server_id: DEMO_IDS.servers.emby, download_mbps: -1, latency_ms: 'fast' } });
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      server_id: ['The selected server id is invalid.'],
      download_mbps: ['The download mbps field must be at least 0.'],
      latency_ms: ['The latency ms field must be a number.'],
      jitter_ms: ['The jitter ms field is required.'],
    });
    expect((await call('post', '/api/customer/support/buffering-test', { body: { server_id: 1 } })).status).toBe(401);
  });
});
