import { describe, expect, it } from 'vitest';
import { handlersOneByOne } from '../src/handlers/index.ts';
import { routeTable } from '../src/lib/route.ts';
import { documentedOperations, expectPortalToRead, expectToMatchDocument, hasOperation } from './support/openapi.ts';

describe('the handlers and the API document', () => {
  it('registers a handler for every call', () => {
    expect(handlersOneByOne.length).toBeGreaterThan(routeTable.length);
    expect(routeTable.length).toBeGreaterThan(80);
  });

  it('answers only calls the document describes', () => {
    const unknown = routeTable.filter(({ method, path }) => !hasOperation(method, path));
    expect(unknown).toEqual([]);
  });

  it('answers every call the document describes', () => {
    const handled = new Set(routeTable.map(({ method, path }) => `${method} ${path}`));
    const missing = documentedOperations().filter(({ method, path }) => !handled.has(`${method} ${path}`));
    expect(missing).toEqual([]);
  });

  it('registers each call once', () => {
    const keys = routeTable.map(({ method, path }) => `${method} ${path}`);
    expect(keys.length).toBe(new Set(keys).size);
  });

  describe('the document check itself', () => {
    it('accepts a body that matches', () => {
      expect(() => expectToMatchDocument('get', '/api/customer/notifications/count-unread', 200, { success: true, count: 3 })).not.toThrow();
    });

    it('rejects a body with a missing field or a wrong type', () => {
      expect(() => expectToMatchDocument('get', '/api/customer/notifications/count-unread', 200, { success: true })).toThrow(/count/);
      expect(() => expectToMatchDocument('get', '/api/customer/notifications/count-unread', 200, { success: true, count: 'three' })).toThrow(/integer/);
    });

    it("also reads success answers with the portal's own validators", () => {
      expect(() => expectPortalToRead('get', '/api/customer/notifications/count-unread', { success: true, count: 3 })).not.toThrow();
      expect(() => expectPortalToRead('get', '/api/customer/notifications/count-unread', { success: true, count: 'three' })).toThrow(
        /cannot read GET \/api\/customer\/notifications\/count-unread: at count/,
      );
    });

    it('rejects a status the document does not describe', () => {
      expect(() => expectToMatchDocument('get', '/api/system/settings', 500, { success: false, message: 'x' })).toThrow(/does not describe/);
    });

    it('follows references through path items and shared responses', () => {
      expect(() => expectToMatchDocument('post', '/api/customer/servers/{id}/start', 409, { success: false, message: 'Busy' })).not.toThrow();
      expect(() => expectToMatchDocument('post', '/api/login', 200, { success: true, token: 't', user: {} })).toThrow(/user/);
    });
  });
});

