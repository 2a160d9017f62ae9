import { api, login, logout } from '@portal/api-client';
import { afterEach, expect, it } from 'vitest';
import { demoAccount } from '../src/db/fixtures.ts';
import { setupDemoBackend } from '../src/node.ts';
import { customerServerShowResponse, customerServersListResponse, customerServersStopResponse } from '@portal/api-client/schemas';

setupDemoBackend();
afterEach(() => logout());

it('serves a package’s tests through the api-client, as the README shows', async () => {
  await login(demoAccount('customer-plex'));
  const { data } = await api.get('/api/customer/servers', { schema: customerServersListResponse });
  expect(data.map((server) => server.type)).toEqual(['plex']);
});

it('starts every test from the seed', async () => {
  await login(demoAccount('customer-plex'));
  await api.post('/api/customer/servers/{id}/stop', { schema: customerServersStopResponse, path: { id: 1 } });
  expect((await api.get('/api/customer/servers/{id}', { schema: customerServerShowResponse, path: { id: 1 } })).data.status).toBe('stopped');
});

it('has forgotten the previous test’s changes', async () => {
  await login(demoAccount('customer-plex'));
  expect((await api.get('/api/customer/servers/{id}', { schema: customerServerShowResponse, path: { id: 1 } })).data.status).toBe('running');
});
