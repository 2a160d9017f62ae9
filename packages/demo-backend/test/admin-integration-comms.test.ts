import { describe, expect, it } from 'vitest';
import { db } from '../src/db/database.ts';
import { integrationOf } from '../src/model/integrations.ts';
import { setupDemoBackend } from '../src/node.ts';
import { call, signIn } from './support/client.ts';

setupDemoBackend();

describe('the Discord link', () => {
  it('shows the seeded link with its channels and roles by name', async () => {
    const token = await signIn('admin@demo.test');
    const { body } = await call('get', '/api/admin/integrations/discord', { token });
    expect(body.data).toMatchObject({
      guild: { name: 'MediaDock Community' },
      announcements_channel: { name: 'announcements' },
      alerts_channel: { name: 'staff-alerts' },
      customer_role: { name: 'Customer' },
      trial_role: { name: 'Trial' },
    });
    expect(integrationOf('discord')).toMatchObject({ configured: true, healthy: true });
  });

  it('walks authorize, code, guilds, guild and saves the choice; unlinks', async () => {
    const token = await signIn('admin@demo.test');
    const authorize = await call('get', '/api/admin/integrations/discord/authorize', { token, query: { redirect_uri: 'https://portal.example/app/admin/integrations/discord' } });
    const url = new URL(authorize.body.data.url);
    expect(url.pathname).toBe('/app/admin/integrations/discord');
    const code = url.searchParams.get('code') ?? '';
    const chatToken = (await call('get', '/api/admin/integrations/discord/oauth', { token, query: { code } })).body.data.token;
    const guilds = await call('get', '/api/admin/integrations/discord/oauth/guilds', { token, query: { token: chatToken } });
    const staff = guilds.body.data.find((guild: { name: string }) => guild.name === 'MediaDock Staff');
    const guild = (await call('get', '/api/admin/integrations/discord/oauth/guild/{id}', { token, path: { id: staff.id }, query: { token: chatToken } })).body.data;
    const channel = guild.channels.find((entry: { name: string }) => entry.name === 'alerts').id;
    const role = guild.roles.find((entry: { name: string }) => entry.name === 'Staff').id;

    const wrong = await call('post', '/api/admin/integrations/discord', { token, body: { token: chatToken, guild_id: staff.id, announcements_channel_id: '1187020214587631630', customer_role_id: role } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.announcements_channel_id).toEqual(['The selected announcements channel is not in MediaDock Staff.']);

    const saved = await call('post', '/api/admin/integrations/discord', { token, body: { token: chatToken, guild_id: staff.id, announcements_channel_id: channel, customer_role_id: role, trial_role_id: null } });
    expect(saved.body.message).toBe('Discord has been linked to MediaDock Staff');
    expect(saved.body.data).toMatchObject({ guild: { name: 'MediaDock Staff' }, announcements_channel: { name: 'alerts' }, trial_role: null });

    expect((await call('delete', '/api/admin/integrations/discord', { token })).body.message).toBe('Discord has been unlinked');
    expect((await call('get', '/api/admin/integrations/discord', { token })).body.data.guild).toBeNull();
    expect(integrationOf('discord').configured).toBe(false);
  });

  it('says when a code or a token has expired, and refuses a redirect that is no web address', async () => {
    const token = await signIn('admin@demo.test');
    const code = await call('get', '/api/admin/integrations/discord/oauth', { token, query: { code: 'mdc_000000000001aaaaaaaaaaaaaaaaaaaa' } });
    expect(code.status).toBe(422);
    expect(code.body.errors.code).toEqual(['The code has expired. Start the link again.']);
    const expired = await call('get', '/api/admin/integrations/discord/oauth/guilds', { token, query: { token: 'dsc_000000000001bbbbbbbbbbbbbbbbbbbb' } });
    expect(expired.body.errors.token).toEqual(['The token has expired. Start the link again.']);
    const redirect = await call('get', '/api/admin/integrations/discord/authorize', { token, query: { redirect_uri: 'javascript:alert(1)' } });
    expect(redirect.status).toBe(422);
  });
});

describe('the mail templates', () => {
  it('lists eight templates and shows one with its variables and samples', async () => {
    const token = await signIn('admin@demo.test');
    const list = (await call('get', '/api/admin/integrations/mail/templates', { token })).body.data;
    expect(list).toHaveLength(8);
    expect(list.find((template: { key: string }) => template.key === 'welcome')).toMatchObject({ customized: true });
    const one = (await call('get', '/api/admin/integrations/mail/templates/{template}', { token, path: { template: 'password-reset' } })).body.data;
    expect(one.variables.map((variable: { name: string }) => variable.name)).toContain('reset_url');
    expect((await call('get', '/api/admin/integrations/mail/templates/{template}', { token, path: { template: 'nope' } })).status).toBe(404);
  });

  it('saves, refuses an unknown variable, resets and sends a test to the admin', async () => {
    const token = await signIn('admin@demo.test');
    const path = { template: 'invoice' };
    const bad = await call('post', '/api/admin/integrations/mail/templates/{template}', { token, path, body: { subject: 'Invoice {{ nope }}', body: '<p>x</p>' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.subject).toEqual(['The subject uses {{ nope }}, which this template does not have.']);
    const saved = await call('post', '/api/admin/integrations/mail/templates/{template}', { token, path, body: { subject: 'Your invoice {{ invoice_number }}', body: '<p>{{ invoice_total }}</p>' } });
    expect(saved.body).toMatchObject({ message: 'The mail template has been saved', data: { customized: true, subject: 'Your invoice {{ invoice_number }}' } });
    const reset = await call('post', '/api/admin/integrations/mail/templates/{template}/reset', { token, path });
    expect(reset.body.data).toMatchObject({ customized: false, subject: 'Invoice {{ invoice_number }} from {{ app_name }}' });
    const sent = await call('post', '/api/admin/integrations/mail/templates/{template}/test', { token, path, body: { subject: 'Hi', body: '<p>Hi</p>' } });
    expect(sent.body).toMatchObject({ message: 'The test mail has been sent to admin@demo.test', data: { to: 'admin@demo.test' } });
  });
});

describe('the Kronos API clients', () => {
  it('lists clients and panels with their details, creates one with its secret once, and revokes it', async () => {
    const token = await signIn('admin@demo.test');
    const before = (await call('get', '/api/admin/integrations/kronos-api', { token })).body.data;
    expect(before.reseller_panels.find((panel: { name: string }) => panel.name === 'Okafor Media panel')).toMatchObject({ reseller: { name: 'Nadia Okafor' } });
    const created = await call('post', '/api/admin/integrations/kronos-api/clients', { token, body: { name: 'Billing bridge' } });
    expect(created.body.data.secret).toMatch(/^kr_/);
    const after = (await call('get', '/api/admin/integrations/kronos-api', { token })).body.data;
    const listed = after.clients.find((client: { name: string }) => client.name === 'Billing bridge');
    expect(listed).toMatchObject({ secret_hint: created.body.data.secret.slice(-4) });
    expect(JSON.stringify(after)).not.toContain(created.body.data.secret);
    expect((await call('post', '/api/admin/integrations/kronos-api/clients', { token, body: { name: 'billing bridge' } })).status).toBe(422);
    expect((await call('delete', '/api/admin/integrations/kronos-api/clients/{id}', { token, path: { id: listed.id } })).body.message).toBe('The API client has been revoked');
    expect(db.apiClient.findFirst({ where: { id: { equals: listed.id } } })).toBeNull();
  });
});
