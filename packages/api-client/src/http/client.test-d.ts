import { describe, expectTypeOf, it } from 'vitest';
import type { AuthUser, Server, SystemSettings } from '../types.ts';
import { api } from './client.ts';

describe('the typed client', () => {
  it('types answers from the document', () => {
    expectTypeOf(api.get('/api/customer/servers')).resolves.toHaveProperty('data').toEqualTypeOf<Server[]>();
    expectTypeOf(api.get('/api/system/settings')).resolves.toHaveProperty('data').toEqualTypeOf<SystemSettings>();
    expectTypeOf(api.post('/api/login', { json: { email: 'a', password: 'b' } })).resolves.toHaveProperty('user').toEqualTypeOf<AuthUser>();
  });

  it('requires path parameters and bodies the document requires', () => {
    // @ts-expect-error the server id is required
    void api.get('/api/customer/servers/{id}');
    void api.get('/api/customer/servers/{id}', { path: { id: 1 } });
    // @ts-expect-error the login body is required
    void api.post('/api/login');
    // @ts-expect-error password is required
    void api.post('/api/login', { json: { email: 'a' } });
  });

  it('rejects calls the document does not describe', () => {
    // @ts-expect-error no such path
    void api.get('/api/not-in-the-document');
    // @ts-expect-error the login is a POST
    void api.get('/api/login');
  });
});
