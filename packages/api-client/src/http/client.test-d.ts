import { describe, expectTypeOf, it } from 'vitest';
import type { AuthUser, Server, SystemSettings } from '../types.ts';
import { api } from './client.ts';
import { customerServerShowResponse, customerServersListResponse, loginResponse, systemSettingsResponse } from '../schemas.ts';

describe('the typed client', () => {
  it('types answers from the document', () => {
    expectTypeOf(api.get('/api/customer/servers', { schema: customerServersListResponse })).resolves.toHaveProperty('data').toEqualTypeOf<Server[]>();
    expectTypeOf(api.get('/api/system/settings', { schema: systemSettingsResponse })).resolves.toHaveProperty('data').toEqualTypeOf<SystemSettings>();
    expectTypeOf(api.post('/api/login', { schema: loginResponse, json: { email: 'a', password: 'b' } })).resolves.toHaveProperty('user').toEqualTypeOf<AuthUser>();
  });

  it('requires path parameters and bodies the document requires', () => {
    // @ts-expect-error the server id is required
    void api.get('/api/customer/servers/{id}', { schema: customerServerShowResponse });
    void api.get('/api/customer/servers/{id}', { schema: customerServerShowResponse, path: { id: 1 } });
    // @ts-expect-error the login body is required
    void api.post('/api/login', { schema: loginResponse });
    // @ts-expect-error password is required
    void api.post('/api/login', { schema: loginResponse, json: { email: 'a' } });
  });

  it('rejects calls the document does not describe', () => {
    // @ts-expect-error no such path
    void api.get('/api/not-in-the-document');
    // @ts-expect-error the login is a POST
    void api.get('/api/login');
  });
});

describe('validators', () => {
  it('takes only the validator of the call it checks', () => {
    // @ts-expect-error every call names its validator
    void api.get('/api/system/settings', {});
    // @ts-expect-error the servers list's validator does not check the system settings
    void api.get('/api/system/settings', { schema: customerServersListResponse });
    void api.get('/api/system/settings', { schema: () => Promise.resolve(systemSettingsResponse) });
  });
});
