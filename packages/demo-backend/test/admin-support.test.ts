// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { db } from '../src/db/database.ts';
import { DEMO_IDS } from '../src/db/fixtures.ts';
import { setupDemoBackend } from '../src/node.ts';
import { call, ORIGIN, signIn } from './support/client.ts';
import { expectToMatchDocument } from './support/openapi.ts';

setupDemoBackend();

/** Tickets waiting for the staff: new ones and those the customer answered last. */
const waiting = () => db.ticket.getAll().filter((ticket) => ticket.status === 'open' || ticket.status === 'customer-reply');
const countNew = async (token: string) => (await call('get', '/api/admin/support/tickets/count-new', { token })).body.count as number;

async function postForm(template: string, fields: Record<string, string | File>, { token, path }: { token: string; path: Record<string, number> }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const url = new URL(template.replace(/\{(\w+)\}/g, (_, name: string) => String(path[name])), ORIGIN);
  const response = await fetch(url, { method: 'POST', headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${token}` }, body: form });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document check types the answer
  const body = (await response.json()) as any;
  expectToMatchDocument('post', template, response.status, body);
  return { status: response.status, body };
}

describe('the admin’s tickets', () => {
  it('pages through a few hundred tickets of every customer, most recently updated first', async () => {
    const token = await signIn('admin@demo.test');
    const { body } = await call('get', '/api/admin/support/tickets', { token });
    expect(body.meta).toEqual({ current_page: 1, last_page: Math.ceil(db.ticket.count() / 25), per_page: 25, total: db.ticket.count() });
    expect(db.ticket.count()).toBeGreaterThan(200);
    const dates = body.data.map((ticket: { updated_at: string }) => ticket.updated_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.data.find((ticket: { id: number }) => ticket.id === 1045)).toMatchObject({
      subject: 'Plex buffers on 4K remuxes since yesterday',
      status: 'open',
      priority: 'high',
      user: { id: DEMO_IDS.users.plex, name: 'Jordan Lee', email: 'plex@demo.test' },
      assignee: null,
      unread: true,
    });
  });

  it('filters by status, priority and assignee, searches and sorts', async () => {
    const token = await signIn('admin@demo.test');
    const list = async (query: Record<string, string | number>) => (await call('get', '/api/admin/support/tickets', { token, query: { perpage: 100, ...query } })).body;
    const open = await list({ status: 'open' });
    expect(open.meta.total).toBe(db.ticket.getAll().filter((ticket) => ticket.status === 'open').length);
    expect(open.data.every((ticket: { status: string }) => ticket.status === 'open')).toBe(true);
    const urgent = await list({ priority: 'urgent' });
    expect(urgent.data.every((ticket: { priority: string }) => ticket.priority === 'urgent')).toBe(true);
    const mine = await list({ assignee: 'me' });
    expect(mine.meta.total).toBe(db.ticket.getAll().filter((ticket) => ticket.assignee_id === DEMO_IDS.users.admin).length);
    const nobody = await list({ assignee: 'none', status: 'open' });
    expect(nobody.data.every((ticket: { assignee: unknown }) => ticket.assignee === null)).toBe(true);
    expect((await list({ assignee: DEMO_IDS.users.moderator })).data.map((ticket: { id: number }) => ticket.id)).toContain(1052);
    expect((await list({ search: '#1052' })).data.map((ticket: { id: number }) => ticket.id)).toEqual([1052]);
    expect((await list({ search: 'plex@demo' })).meta.total).toBe(db.ticket.getAll().filter((ticket) => ticket.user_id === DEMO_IDS.users.plex).length);
    const byPriority = (await list({ sortColumn: 'priority', sortDirection: 'desc' })).data.map((ticket: { priority: string }) => ticket.priority);
    expect(byPriority[0]).toBe('urgent');
    expect(byPriority.at(-1)).not.toBe('urgent');
    const refused = await call('get', '/api/admin/support/tickets', { token, query: { assignee: 'someone' } });
    expect(refused.status).toBe(422);
  });

  it('counts as new the waiting tickets nobody on the staff has read since the customer wrote', async () => {
    const token = await signIn('admin@demo.test');
    // The seed: every waiting ticket is unread, so the count is the one the ticket alert has always shown.
    expect(await countNew(token)).toBe(waiting().length);
    const { body } = await call('post', '/api/admin/support/tickets/{id}/read', { token, path: { id: 1045 } });
    expect(body).toEqual({ success: true, count: waiting().length - 1 });
    expect(await countNew(token)).toBe(waiting().length - 1);
    // The customer writes again: new once more.
    const customer = await signIn('plex@demo.test');
    const form = new FormData();
    form.append('message', 'Any news?');
    await fetch(new URL('/api/customer/support/tickets/1045/replies', ORIGIN), { method: 'POST', headers: { Authorization: `Bearer ${customer}`, Accept: 'application/json' }, body: form });
    expect(await countNew(token)).toBe(waiting().length);
  });

  it('shows the thread with the internal notes apart, which the customer never sees', async () => {
    const token = await signIn('admin@demo.test');
    const { body } = await call('get', '/api/admin/support/tickets/{id}', { token, path: { id: 1053 } });
    expect(body.data.messages.map((message: { author: { role: string } }) => message.author.role)).toEqual(['customer', 'staff', 'customer']);
    expect(body.data.messages[2].attachments[0].url).toBe(`/api/admin/support/tickets/1053/attachments/${body.data.messages[2].attachments[0].id}`);
    expect(body.data.notes).toEqual([expect.objectContaining({ author: { id: 2, name: 'Sam Rivera' }, body: expect.stringContaining('1.40.3 beta') })]);
    const customer = await signIn('plex@demo.test');
    const thread = await call('get', '/api/customer/support/tickets/{id}', { token: customer, path: { id: 1053 } });
    expect(JSON.stringify(thread.body)).not.toContain('1.40.3 beta');
  });

  it('answers, notes, assigns, changes the priority, closes and reopens', async () => {
    const token = await signIn('admin@demo.test');
    const before = await countNew(token);
    const reply = await postForm('/api/admin/support/tickets/{id}/reply', { message: 'Could you run the buffering test?', 'attachments[]': new File(['steps'], 'steps.txt') }, { token, path: { id: 1045 } });
    expect(reply.status).toBe(200);
    expect(reply.body.data.status).toBe('answered');
    expect(reply.body.data.messages.at(-1)).toMatchObject({ author: { id: 1, name: 'Alex Morgan', role: 'staff' }, body: 'Could you run the buffering test?', format: 'text' });
    expect(await countNew(token)).toBe(before - 1);
    // The customer sees the answer as a new staff reply.
    const customer = await signIn('plex@demo.test');
    expect((await call('get', '/api/customer/support/tickets', { token: customer })).body.data.find((ticket: { id: number }) => ticket.id === 1045).unread_replies).toBe(1);

    const note = await call('post', '/api/admin/support/tickets/{id}/note', { token, path: { id: 1045 }, body: { note: 'Waiting for the test.' } });
    expect(note.body.data.notes.at(-1)).toMatchObject({ body: 'Waiting for the test.', author: { id: 1 } });
    expect((await call('post', '/api/admin/support/tickets/{id}/note', { token, path: { id: 1045 }, body: { note: '' } })).status).toBe(422);

    const assigned = await call('post', '/api/admin/support/tickets/{id}/assign', { token, path: { id: 1045 }, body: { assignee_id: DEMO_IDS.users.moderator } });
    expect(assigned.body).toMatchObject({ message: 'The ticket has been assigned to Emma Clarke.', data: { assignee: { id: 11, name: 'Emma Clarke' } } });
    expect((await call('post', '/api/admin/support/tickets/{id}/assign', { token, path: { id: 1045 }, body: { assignee_id: DEMO_IDS.users.plex } })).status).toBe(422);
    expect((await call('post', '/api/admin/support/tickets/{id}/assign', { token, path: { id: 1045 }, body: { assignee_id: null } })).body.data.assignee).toBeNull();

    expect((await call('post', '/api/admin/support/tickets/{id}/priority', { token, path: { id: 1045 }, body: { priority: 'urgent' } })).body.data.priority).toBe('urgent');
    expect((await call('post', '/api/admin/support/tickets/{id}/priority', { token, path: { id: 1045 }, body: { priority: 'asap' } })).status).toBe(422);

    expect((await call('post', '/api/admin/support/tickets/{id}/close', { token, path: { id: 1045 } })).body.data.status).toBe('closed');
    expect((await call('post', '/api/admin/support/tickets/{id}/close', { token, path: { id: 1045 } })).status).toBe(409);
    const refused = await postForm('/api/admin/support/tickets/{id}/reply', { message: 'Hello?' }, { token, path: { id: 1045 } });
    expect(refused.status).toBe(409);
    expect((await call('post', '/api/admin/support/tickets/{id}/reopen', { token, path: { id: 1045 } })).body.data.status).toBe('open');
  });

  it('lists the staff to assign, and serves any ticket’s attachments', async () => {
    const token = await signIn('admin@demo.test');
    const { body } = await call('get', '/api/admin/support/assignees', { token });
    const staff = db.user.getAll().filter((user) => user.admin || user.is_moderator);
    expect(body.data.map((member: { id: number }) => member.id).sort()).toEqual(staff.map((user) => user.id).sort());
    expect(body.data.map((member: { name: string }) => member.name)).toEqual(staff.map((user) => user.name).sort((a, b) => a.localeCompare(b)));
    expect(body.data).toEqual(expect.arrayContaining([expect.objectContaining({ id: 1, name: 'Alex Morgan', role: 'admin' }), expect.objectContaining({ id: 11, name: 'Emma Clarke', role: 'moderator' })]));
    const attachment = db.ticketAttachment.getAll().find((row) => row.ticket_id === 1045)!;
    const response = await fetch(new URL(`/api/admin/support/tickets/1045/attachments/${attachment.id}`, ORIGIN), { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="${attachment.name}"`);
    expect((await call('get', '/api/admin/support/tickets/{id}', { token, path: { id: 99_999 } })).status).toBe(404);
  });
});
