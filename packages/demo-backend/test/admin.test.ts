import { describe, expect, it } from 'vitest';
import { db } from '../src/db/database.ts';
import { DEMO_IDS } from '../src/db/fixtures.ts';
import { routeTable } from '../src/lib/route.ts';
import { setupDemoBackend } from '../src/node.ts';
import { call, ORIGIN, signIn } from './support/client.ts';
import { isPublic } from './support/openapi.ts';
import { RESELLER_SERVER_BASE } from '../src/db/reseller/seed.ts';

setupDemoBackend();

const sample = (path: string) => Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name ?? '', name === 'key' ? 'WELCOME-2026' : 1]));

describe('who may call what', () => {
  const protectedCalls = routeTable.filter(({ method, path }) => !isPublic(method, path));
  const adminCalls = routeTable.filter(({ method, path }) => path.startsWith('/api/admin/') && !isPublic(method, path));

  it('leaves only the sign-in, recovery, invite, trial, impersonation and settings calls public', () => {
    const open = routeTable.filter(({ method, path }) => isPublic(method, path)).map(({ path }) => path);
    expect(open.sort()).toEqual(
      ['/api/accept-invite/{key}/create-account', '/api/accept-invite/{key}/verify', '/api/admin/login', '/api/impersonate/{token}', '/api/login', '/api/password/create', '/api/password/reset', '/api/request-trial', '/api/system/settings'].sort(),
    );
  });

  it.each(protectedCalls.map(({ method, path }) => [method.toUpperCase(), path, method] as const))('%s %s is 401 without a token', async (_verb, path, method) => {
    const { status, body } = await call(method, path, { path: sample(path), body: method === 'get' ? undefined : {} });
    expect(status).toBe(401);
    expect(body).toEqual({ success: false, message: 'Unauthenticated.' });
  });

  it.each(adminCalls.map(({ method, path }) => [method.toUpperCase(), path, method] as const))('%s %s is 403 for a customer', async (_verb, path, method) => {
    const token = await signIn('moderator@demo.test');
    const { status, body } = await call(method, path, { token, path: sample(path), body: method === 'get' ? undefined : {} });
    expect(status).toBe(403);
    expect(body).toEqual({ success: false, message: 'This action is unauthorized.' });
  });
});

/** Tickets waiting for staff: new ones and those the customer answered last. */
const waitingTickets = () =>
  db.ticket.getAll().filter((ticket) => ticket.status === 'open' || ticket.status === 'customer-reply').length;

describe('the admin dashboard', () => {
  it('counts what is in the data', async () => {
    const token = await signIn('admin@demo.test');
    const { body } = await call('get', '/api/admin/dashboard', { token });
    const servers = db.server.getAll();
    expect(body.data.counts).toEqual({
      nodes: db.node.count(),
      nodes_online: db.node.getAll().filter((node) => node.online).length,
      servers: servers.length,
      servers_running: servers.filter((server) => server.status === 'running').length,
      users: db.user.count(),
      open_tickets: waitingTickets(),
    });
    expect(body.data.counts).toMatchObject({ nodes: 37, nodes_online: 31 });
    // A customer's reply puts a ticket back in the queue; an answer from staff takes it out.
    expect(body.data.counts.open_tickets).toBeGreaterThan(db.ticket.getAll().filter((ticket) => ticket.status === 'open').length);
    expect(body.data.counts.open_tickets).toBeLessThan(db.ticket.getAll().filter((ticket) => ticket.status !== 'closed').length);
    // The fixed servers, and those the reseller's customers have on the reseller's nodes.
    const resellerServers = (type: string) => db.server.getAll().filter((server) => server.id > RESELLER_SERVER_BASE && server.type === type).length;
    expect(body.data.servers_by_type).toEqual({ plex: 8 + resellerServers('plex'), emby: 4 + resellerServers('emby'), jellyfin: 5 + resellerServers('jellyfin') });
    expect(body.data.recent_processes).toHaveLength(5);
    const newest = [...db.process.getAll()].sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
    expect(body.data.recent_processes[0].id).toBe(newest?.id);
  });

  it('follows changes: a stopped server is no longer running', async () => {
    const admin = await signIn('admin@demo.test');
    const before = (await call('get', '/api/admin/dashboard', { token: admin })).body.data.counts.servers_running;
    const customer = await signIn('plex@demo.test');
    await call('post', '/api/customer/servers/{id}/stop', { token: customer, path: { id: DEMO_IDS.servers.plex } });
    expect((await call('get', '/api/admin/dashboard', { token: admin })).body.data.counts.servers_running).toBe(before - 1);
  });

  it('counts new tickets for admins only', async () => {
    const token = await signIn('admin@demo.test');
    expect((await call('get', '/api/admin/support/tickets/count-new', { token })).body).toEqual({ success: true, count: waitingTickets() });
    const moderator = await signIn('moderator@demo.test');
    expect((await call('get', '/api/admin/support/tickets/count-new', { token: moderator })).status).toBe(403);
  });
});

describe('processes', () => {
  it('lists the last hour, newest first, with when it was updated', async () => {
    const token = await signIn('admin@demo.test');
    const { body } = await call('get', '/api/admin/processes/recent', { token });
    const hourAgo = Date.now() - 3_600_000;
    expect(body.data.length).toBeGreaterThan(15);
    expect(body.data.every((process: { created_at: string }) => Date.parse(process.created_at) >= hourAgo)).toBe(true);
    const times = body.data.map((process: { created_at: string }) => process.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(Math.abs(Date.parse(body.meta.last_updated) - Date.now())).toBeLessThan(5000);
    expect(body.data.some((process: { success: boolean }) => !process.success)).toBe(true);
    expect(body.data.some((process: { result: string | null }) => process.result === '')).toBe(true);
    expect(body.data.some((process: { command: string }) => process.command.length > 93)).toBe(true);
    expect(body.data[0]).toMatchObject({ diff_day_human: 'Today', node_alias: expect.any(String), host: expect.stringMatching(/\.nodes\./) });
    expect(body.data[0].created_at_time).toMatch(/^\d\d:\d\d:\d\d$/);
  });

  it('shows one process and those of the same transaction', async () => {
    const token = await signIn('admin@demo.test');
    const one = await call('get', '/api/admin/processes/process/{id}', { token, path: { id: 4 } });
    expect(one.body.data).toMatchObject({ id: 4, has_transactions: true, node_alias: 'fra-01' });
    const related = await call('get', '/api/admin/processes/related/{id}', { token, path: { id: 4 } });
    expect(related.body.data.map((process: { id: number }) => process.id)).toEqual([3, 4, 5]);
    const alone = await call('get', '/api/admin/processes/process/{id}', { token, path: { id: 1 } });
    expect(alone.body.data.has_transactions).toBe(false);
    expect((await call('get', '/api/admin/processes/process/{id}', { token, path: { id: 9999 } })).status).toBe(404);
  });
});

describe('the admin search', () => {
  const search = async (query: string) => {
    const token = await signIn('admin@demo.test');
    return (await call('get', '/api/admin/search', { token, query: { query } })).body.results as { id: number; name: string; target: string; image: string | null }[];
  };

  it('searches users with users:', async () => {
    const results = await search('users:jordan');
    expect(results).toEqual([{ id: DEMO_IDS.users.plex, name: 'Jordan Lee (plex@demo.test)', image: null, target: `/app/admin/users/${DEMO_IDS.users.plex}` }]);
  });

  it('searches nodes with nodes:', async () => {
    const results = await search('nodes:fra');
    expect(results.map((result) => result.target)).toEqual(['/app/admin/nodes/1', '/app/admin/nodes/2']);
  });

  it('searches services with services:', async () => {
    const results = await search('services:becker');
    expect(results.map((result) => result.id)).toEqual([4, 5, 6, 7]);
    expect(results.every((result) => result.target.startsWith('/app/admin/services'))).toBe(true);
  });

  it('searches every section without a prefix, and finds nothing for nothing', async () => {
    const results = await search('ferreira');
    expect(results.map((result) => result.target)).toEqual(['/app/admin/users/10', '/app/admin/services?search=lucas-ferreira', '/app/admin/services?search=lucas-ferreira-family']);
    expect(await search('users:')).toEqual([]);
    expect(await search('zzzz-nothing')).toEqual([]);
  });
});

describe('admin servers', () => {
  it('shows any server with its owner, and 404s an unknown one', async () => {
    const token = await signIn('admin@demo.test');
    const shown = await call('get', '/api/admin/servers/{id}', { token, path: { id: DEMO_IDS.servers.emby } });
    expect(shown.body.data).toMatchObject({ id: DEMO_IDS.servers.emby, type: 'emby', owner: { id: DEMO_IDS.users.emby, email: 'emby@demo.test' } });
    expect((await call('get', '/api/admin/servers/{id}', { token, path: { id: 9999 } })).status).toBe(404);
  });

  it('is for admins only', async () => {
    const token = await signIn('emby@demo.test');
    expect((await call('get', '/api/admin/servers/{id}', { token, path: { id: DEMO_IDS.servers.emby } })).status).toBe(403);
  });
});

describe('admin users', () => {
  it('pages, searches and sorts', async () => {
    const token = await signIn('admin@demo.test');
    const page = await call('get', '/api/admin/users', { token, query: { perpage: 5, page: 2 } });
    expect(page.body.data.map((user: { id: number }) => user.id)).toEqual([6, 7, 8, 9, 10]);
    expect(page.body.meta).toEqual({ current_page: 2, last_page: Math.ceil(db.user.count() / 5), per_page: 5, total: db.user.count() });
    const found = await call('get', '/api/admin/users', { token, query: { search: 'demo.test', sortColumn: 'name', sortDirection: 'desc', perpage: 3 } });
    expect(found.body.data.map((user: { name: string }) => user.name)).toEqual(['Tomasz Nowak', 'Sofia Rossi', 'Sam Rivera']);
  });

  it('shows and updates a user', async () => {
    const token = await signIn('admin@demo.test');
    const shown = await call('get', '/api/admin/users/user/{id}', { token, path: { id: DEMO_IDS.users.trial } });
    expect(shown.body.data).toEqual({ id: 12, is_trial: true, is_moderator: false, is_contributor: false, email: 'trial@demo.test', name: 'Kai Tanaka', whmcs_id: null, restrictions: ['backups', 'cdn', 'shop'] });
    const updated = await call('post', '/api/admin/users/user/{id}/update', {
      token,
      path: { id: DEMO_IDS.users.trial },
      body: { ...shown.body.data, is_trial: false, whmcs_id: 6120, restrictions: ['shop'] },
    });
    expect(updated.body.message).toBe('The user has been updated');
    expect((await call('get', '/api/admin/users/user/{id}', { token, path: { id: DEMO_IDS.users.trial } })).body.data).toMatchObject({ is_trial: false, whmcs_id: 6120, restrictions: ['shop'] });
  });

  it('validates the update', async () => {
    const token = await signIn('admin@demo.test');
    const { status, body } = await call('post', '/api/admin/users/user/{id}/update', {
      token,
      path: { id: DEMO_IDS.users.trial },
      body: { name: 'Kai', email: 'plex@demo.test', restrictions: ['shop', 'teleport'], whmcs_id: 'abc' },
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      email: ['The email has already been taken.'],
      whmcs_id: ['The whmcs id field must be an integer.'],
      'restrictions.1': ['The selected restrictions.1 is invalid.'],
    });
  });

  it('deletes a user, but not oneself', async () => {
    const token = await signIn('admin@demo.test');
    expect((await call('delete', '/api/admin/users/user/{id}/delete', { token, path: { id: DEMO_IDS.users.admin } })).status).toBe(403);
    const customer = await signIn('emby@demo.test');
    expect((await call('delete', '/api/admin/users/user/{id}/delete', { token, path: { id: DEMO_IDS.users.emby } })).body.message).toBe('The user has been deleted');
    expect((await call('get', '/api/admin/users/user/{id}', { token, path: { id: DEMO_IDS.users.emby } })).status).toBe(404);
    expect((await call('get', '/api/get-user', { token: customer })).status).toBe(401);
    expect(db.server.getAll().some((server) => server.user_id === DEMO_IDS.users.emby)).toBe(false);
  });
});

describe('admin nodes and monitoring', () => {
  it('refuses to delete a node that hosts servers, deletes it once wiped', async () => {
    const token = await signIn('admin@demo.test');
    const refused = await call('delete', '/api/admin/nodes/{id}', { token, path: { id: DEMO_IDS.nodes.sgp01 } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('sgp-01 still hosts 2 servers. Move or wipe them first.');
    expect((await call('delete', '/api/admin/nodes/{id}/wipe', { token, path: { id: DEMO_IDS.nodes.sgp01 } })).status).toBe(200);
    expect((await call('delete', '/api/admin/nodes/{id}', { token, path: { id: DEMO_IDS.nodes.sgp01 } })).body.message).toBe('The node has been deleted');
    expect(db.node.findFirst({ where: { id: { equals: DEMO_IDS.nodes.sgp01 } } })).toBeNull();
  });

  it('restarts a node and runs maintenance on it', async () => {
    const token = await signIn('admin@demo.test');
    for (const path of ['/api/admin/nodes/{id}/extract-tar', '/api/admin/nodes/{id}/restart-containers', '/api/admin/nodes/{id}/check-mounts'] as const) {
      expect((await call('post', path, { token, path: { id: DEMO_IDS.nodes.fra01 }, body: {} })).status).toBe(200);
    }
    expect((await call('get', '/api/admin/nodes/{id}/restart', { token, path: { id: DEMO_IDS.nodes.fra01 } })).status).toBe(200);
  });

  it('adds and removes uptime monitors', async () => {
    const token = await signIn('admin@demo.test');
    const id = DEMO_IDS.nodes.sgp01;
    expect((await call('get', '/api/admin/integrations/uptime-robot/fetch/{id}', { token, path: { id } })).body.data).toBeNull();
    expect((await call('get', '/api/admin/integrations/uptime-robot/add/{id}', { token, path: { id } })).body.message).toBe('The node is now being monitored');
    expect((await call('get', '/api/admin/integrations/uptime-robot/fetch/{id}', { token, path: { id } })).body.data).toMatchObject({ status: 'up' });
    expect((await call('get', '/api/admin/integrations/uptime-robot/remove/{id}', { token, path: { id } })).body.message).toBe('The node is no longer being monitored');
    await call('get', '/api/admin/integrations/uptime-robot/add-all', { token });
    expect(db.node.getAll().every((node) => node.monitor_id !== null)).toBe(true);
  });
});

describe('admin integrations', () => {
  it('lists products, trial settings, docker globals and API clients', async () => {
    const token = await signIn('admin@demo.test');
    expect((await call('get', '/api/admin/products', { token })).body.data).toHaveLength(8);
    const trials = await call('get', '/api/admin/app-management/trials', { token });
    expect(trials.body.data.trials).toMatchObject({ enabled: true, pending_requests: 13 });
    // The count is the admins' list of requests waiting for a decision, guests' and customers' alike.
    const listed = await call('get', '/api/admin/requested-trials', { token, query: { status: 'pending' } });
    expect(listed.body.meta.total).toBe(13);
    expect(trials.body.data.products.map((product: { name: string }) => product.name)).toEqual(['Plex Starter', 'Emby Standard', 'Jellyfin Standard']);
    expect((await call('get', '/api/admin/integrations/globals', { token })).body.data).toContainEqual({ key: 'TZ', value: 'Etc/UTC' });
    expect((await call('get', '/api/admin/integrations/kronos-api', { token })).body.data.reseller_panels).toHaveLength(2);
  });

  it('walks the chat-community sign-in: code, guilds, one guild', async () => {
    const token = await signIn('admin@demo.test');
    const oauth = await call('get', '/api/admin/integrations/discord/oauth', { token, query: { code: 'a1b2c3' } });
    const chatToken = oauth.body.data.token;
    const guilds = await call('get', '/api/admin/integrations/discord/oauth/guilds', { token, query: { token: chatToken } });
    expect(guilds.body.data.map((guild: { name: string }) => guild.name)).toEqual(['MediaDock Community', 'MediaDock Staff']);
    const guild = await call('get', '/api/admin/integrations/discord/oauth/guild/{id}', { token, path: { id: guilds.body.data[0].id }, query: { token: chatToken } });
    expect(guild.body.data.roles.map((role: { name: string }) => role.name)).toContain('Moderator');
    expect(guild.body.data.channels.map((channel: { name: string }) => channel.name)).toContain('support');
    expect((await call('get', '/api/admin/integrations/discord/oauth/guilds', { token, query: { token: 'forged' } })).status).toBe(422);
  });
});

describe('the reseller overview', () => {
  it('shows a reseller their nodes', async () => {
    const token = await signIn('reseller@demo.test');
    const { body } = await call('get', '/api/reseller', { token });
    expect(body.data.reseller).toMatchObject({ id: DEMO_IDS.users.reseller, name: 'Nadia Okafor' });
    expect(body.data.nodes.map((node: { alias: string }) => node.alias)).toEqual(['lon-r1', 'waw-r1']);
    expect(body.data.nodes[0].servers_count).toBe(21);
  });

  it('shows a user with a reseller node that node', async () => {
    const token = await signIn('node@demo.test');
    expect((await call('get', '/api/reseller', { token })).body.data.nodes.map((node: { id: number }) => node.id)).toEqual([DEMO_IDS.nodes.resellerWaw]);
  });

  it('is 403 for anybody else', async () => {
    const token = await signIn('plex@demo.test');
    const { status, body } = await call('get', '/api/reseller', { token });
    expect(status).toBe(403);
    expect(body.message).toBe('This action is unauthorized.');
  });
});

describe('realtime channel authorisation', () => {
  const authorise = async (email: string, channel: string) => {
    const token = await signIn(email);
    return (await call('post', '/api/broadcasting/auth', { token, body: { channel_name: channel, socket_id: '1234.5678' } })).status;
  };

  it('lets every signed-in user into the tenant’s common channels', async () => {
    for (const channel of ['system', 'notifications', 'customer']) expect(await authorise('plex@demo.test', `private-${channel}.demo`)).toBe(200);
  });

  it('keeps the admin channel for admins and the tickets channel for staff', async () => {
    expect(await authorise('plex@demo.test', 'private-admin.demo')).toBe(403);
    expect(await authorise('admin@demo.test', 'private-admin.demo')).toBe(200);
    expect(await authorise('plex@demo.test', 'private-tickets.unread.demo')).toBe(403);
    expect(await authorise('moderator@demo.test', 'private-tickets.unread.demo')).toBe(200);
  });

  it('refuses another tenant', async () => {
    expect(await authorise('admin@demo.test', 'private-system.other')).toBe(403);
  });

  it('authorises the request laravel-echo-server 1.6 sends: channel_name alone, form-encoded', async () => {
    const token = await signIn('plex@demo.test');
    const response = await fetch(new URL('/api/broadcasting/auth', ORIGIN), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/x-www-form-urlencoded', 'X-Requested-With': 'XMLHttpRequest' },
      body: new URLSearchParams({ channel_name: 'private-system.demo' }),
    });
    expect(response.status).toBe(200);
  });
});
