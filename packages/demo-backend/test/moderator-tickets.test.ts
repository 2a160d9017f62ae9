// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { db } from '../src/db/database.ts';
import { MODERATOR_QUEUE_FIRST_ID } from '../src/db/moderator/seed.ts';
import { newTicketCount } from '../src/model/admin-support.ts';
import { setupDemoBackend } from '../src/node.ts';
import { call, ORIGIN, signIn } from './support/client.ts';
import { expectToMatchDocument } from './support/openapi.ts';

setupDemoBackend();

const moderator = () => signIn('moderator@demo.test');
const REPLY = '/api/moderator/tickets/{id}/reply';

/** The reply call as the portal sends it: multipart, files as `attachments[]`. */
async function reply(token: string, id: number, message: string, files: File[] = []) {
  const form = new FormData();
  form.append('message', message);
  files.forEach((file) => form.append('attachments[]', file));
  const response = await fetch(new URL(REPLY.replace('{id}', String(id)), ORIGIN), {
    method: 'POST',
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${token}` },
    body: form,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document check types the answer
  const body = (await response.json()) as any;
  expectToMatchDocument('post', REPLY, response.status, body);
  return { status: response.status, body };
}

describe('the moderator’s tickets', () => {
  it('are for moderators only', async () => {
    expect((await call('get', '/api/moderator/tickets')).status).toBe(401);
    for (const email of ['admin@demo.test', 'plex@demo.test', 'reseller@demo.test']) {
      const token = await signIn(email);
      expect((await call('get', '/api/moderator/tickets', { token })).status).toBe(403);
      expect((await call('get', '/api/moderator/tickets/count-unread', { token })).status).toBe(403);
    }
  });

  it('pages through the help desk’s tickets with the seeded queue, most recently updated first', async () => {
    const token = await moderator();
    const { body } = await call('get', '/api/moderator/tickets', { token });
    expect(body.meta).toEqual({ current_page: 1, last_page: Math.ceil(db.ticket.count() / 25), per_page: 25, total: db.ticket.count() });
    const dates = body.data.map((ticket: { updated_at: string }) => ticket.updated_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.data.find((ticket: { id: number }) => ticket.id === MODERATOR_QUEUE_FIRST_ID)).toMatchObject({
      subject: 'Chromecast stops after two minutes',
      status: 'open',
      priority: 'high',
      assignee: { id: 11, name: 'Emma Clarke' },
      unread: true,
    });
  });

  it('filters by status, priority and unread, searches and sorts', async () => {
    const token = await moderator();
    const list = async (query: Record<string, string | number>) => (await call('get', '/api/moderator/tickets', { token, query: { perpage: 100, ...query } })).body;
    const unread = await list({ unread: 1 });
    expect(unread.meta.total).toBe(newTicketCount());
    expect(unread.data.every((ticket: { unread: boolean; status: string }) => ticket.unread && ticket.status !== 'closed' && ticket.status !== 'answered')).toBe(true);
    const replies = await list({ status: 'customer-reply', priority: 'medium' });
    expect(replies.data.map((ticket: { id: number }) => ticket.id)).toEqual(expect.arrayContaining([MODERATOR_QUEUE_FIRST_ID + 2, MODERATOR_QUEUE_FIRST_ID + 6]));
    expect(replies.data.every((ticket: { status: string; priority: string }) => ticket.status === 'customer-reply' && ticket.priority === 'medium')).toBe(true);
    expect((await list({ search: `#${MODERATOR_QUEUE_FIRST_ID}` })).data.map((ticket: { id: number }) => ticket.id)).toEqual([MODERATOR_QUEUE_FIRST_ID]);
    expect((await list({ search: 'chromecast' })).data.map((ticket: { subject: string }) => ticket.subject)).toContain('Chromecast stops after two minutes');
    expect((await list({ sortColumn: 'priority', sortDirection: 'desc' })).data[0].priority).toBe('urgent');
    expect((await call('get', '/api/moderator/tickets', { token, query: { status: 'waiting' } })).status).toBe(422);
    expect((await call('get', '/api/moderator/tickets', { token, query: { unread: 2 } })).status).toBe(422);
  });

  it('counts unread tickets as the event does, and reading one takes it off', async () => {
    const token = await moderator();
    const before = (await call('get', '/api/moderator/tickets/count-unread', { token })).body.count as number;
    expect(before).toBe(newTicketCount());
    const { body: thread } = await call('get', '/api/moderator/tickets/{id}', { token, path: { id: MODERATOR_QUEUE_FIRST_ID } });
    expect(thread.data.unread).toBe(true);
    expect(thread.data.messages[0].attachments[0]).toMatchObject({ name: 'cast-session.log', url: expect.stringMatching(/^\/api\/moderator\/tickets\/1401\/attachments\/\d+$/) });
    // Reading the thread changes nothing by itself.
    expect((await call('get', '/api/moderator/tickets/count-unread', { token })).body.count).toBe(before);
    const { body } = await call('post', '/api/moderator/tickets/{id}/read', { token, path: { id: MODERATOR_QUEUE_FIRST_ID } });
    expect(body.count).toBe(before - 1);
    expect((await call('get', '/api/moderator/tickets/{id}', { token, path: { id: MODERATOR_QUEUE_FIRST_ID } })).body.data.unread).toBe(false);
  });

  it('answers with a file as a staff reply the customer sees, then closes and reopens', async () => {
    const token = await moderator();
    const id = MODERATOR_QUEUE_FIRST_ID;
    const { status, body } = await reply(token, id, 'Please update the Cast app to 5.42; it fixes this.', [new File(['steps'], 'steps.txt', { type: 'text/plain' })]);
    expect(status).toBe(200);
    expect(body.data.status).toBe('answered');
    const last = body.data.messages.at(-1);
    expect(last).toMatchObject({ author: { id: 11, name: 'Emma Clarke', role: 'staff' }, body: 'Please update the Cast app to 5.42; it fixes this.' });
    expect(last.attachments[0]).toMatchObject({ name: 'steps.txt', size: 5 });

    const download = await fetch(new URL(last.attachments[0].url, ORIGIN), { headers: { Authorization: `Bearer ${token}` } });
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="steps.txt"');
    expect(await download.text()).toBe('steps');

    // The customer's own support sees the answer in the same thread.
    const customerMessages = db.ticketMessage.getAll().filter((message) => message.ticket_id === id);
    expect(customerMessages.at(-1)).toMatchObject({ staff: true, user_id: 11 });

    const closed = await call('post', '/api/moderator/tickets/{id}/close', { token, path: { id } });
    expect(closed.body).toMatchObject({ message: 'The ticket has been closed.', data: { status: 'closed' } });
    expect((await call('post', '/api/moderator/tickets/{id}/close', { token, path: { id } })).status).toBe(409);
    expect((await reply(token, id, 'Another answer')).status).toBe(409);
    const reopened = await call('post', '/api/moderator/tickets/{id}/reopen', { token, path: { id } });
    expect(reopened.body).toMatchObject({ message: 'The ticket has been reopened.', data: { status: 'open' } });
    expect((await call('post', '/api/moderator/tickets/{id}/reopen', { token, path: { id } })).status).toBe(409);
  });

  it('refuses an empty reply and a file of a type it does not take, field by field', async () => {
    const token = await moderator();
    const { status, body } = await reply(token, MODERATOR_QUEUE_FIRST_ID + 1, '', [new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' })]);
    expect(status).toBe(422);
    expect(Object.keys(body.errors).sort()).toEqual(['attachments.0', 'message']);
  });

  it('answers 404 for a ticket or an attachment that does not exist', async () => {
    const token = await moderator();
    expect((await call('get', '/api/moderator/tickets/{id}', { token, path: { id: 99999 } })).status).toBe(404);
    const other = await fetch(new URL(`/api/moderator/tickets/${MODERATOR_QUEUE_FIRST_ID + 1}/attachments/1`, ORIGIN), { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
    expect(other.status).toBe(404);
  });
});
