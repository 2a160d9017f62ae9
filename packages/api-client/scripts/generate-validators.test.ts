// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, setApiBaseUrl } from '../src/http/client.ts';
import { UnexpectedResponseError } from '../src/http/errors.ts';
import * as validators from '../src/schemas.ts';
import type { ResponseSchema } from '../src/validation/define.ts';
import { documentPath } from './generate-schema.ts';
import { habitsOf, kebab, operationsOf, renderValidators, validatorsDir } from './generate-validators.ts';

type Json = Record<string, unknown>;
const document = parse(await readFile(documentPath, 'utf8')) as Json & {
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, Json>; responses: Record<string, Json> };
};
const operations = operationsOf(document as never);
const byId = validators as unknown as Record<string, ResponseSchema | undefined>;

const server = setupServer();
beforeAll(() => {
  setApiBaseUrl('http://localhost:3000');
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  server.close();
  setApiBaseUrl(null);
});

describe('the answer validators', () => {
  it('match the API document, so no answer is checked against an older version of it', async () => {
    for (const { file, source } of await renderValidators()) {
      // When this fails, the document changed: run `pnpm --filter @portal/api-client generate`.
      expect(await readFile(join(validatorsDir, file), 'utf8'), file).toBe(source);
    }
  });

  it('exist for every call that answers JSON, each named after its operation', () => {
    for (const operation of operations) {
      const validator = byId[`${operation.operationId}Response`];
      if (!operation.success) {
        expect(validator, operation.operationId).toBeUndefined();
        continue;
      }
      expect(validator?.operationId).toBe(operation.operationId);
      expect(validator?.call).toBe(`${operation.method.toUpperCase()} ${operation.path}`);
    }
  });

  it('lives in kebab-case files, like every other file', () => {
    expect(kebab('PlexToolsInvite')).toBe('plex-tools-invite');
    expect(kebab('adminUptimeRobotAddAll')).toBe('admin-uptime-robot-add-all');
  });
});

describe("Laravel's habits in the document", () => {
  /** Every object schema of the answers, with where it stands. */
  function* answerObjects(node: unknown, where: string): Generator<[string, Json]> {
    if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) yield* answerObjects(item, `${where}[${index}]`);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const object = node as Json;
    if (object.type === 'object' && object.properties) yield [where, object];
    for (const [key, value] of Object.entries(object)) {
      if (key === 'requestBody' || key === 'parameters') continue;
      yield* answerObjects(value, `${where}.${key}`);
    }
  }

  const answerSchemas = Object.entries(document.components.schemas).filter(
    ([name]) => !/Input$/.test(name) && name !== 'BroadcastingAuthRequest' && name !== 'FailureEnvelope',
  );

  it('are noted on every optional field of an answer: the field says whether null means absent', () => {
    const silent: string[] = [];
    const roots: [string, unknown][] = [...answerSchemas, ['responses', document.components.responses], ['paths', document.paths]];
    for (const [name, schema] of roots) {
      for (const [where, object] of answerObjects(schema, name)) {
        const required = new Set((object.required as string[] | undefined) ?? []);
        for (const [field, property] of Object.entries(object.properties as Record<string, Json>)) {
          if (required.has(field)) continue;
          const nullable = JSON.stringify(property).includes('"null"');
          if (!nullable && !habitsOf(property).includes('null-absent')) silent.push(`${where}.${field}`);
        }
      }
    }
    expect(silent).toEqual([]);
  });

  it('are spelled as the generator knows them', () => {
    const unknown: string[] = [];
    JSON.stringify(document, (key, value: unknown) => {
      if (key === 'x-laravel') {
        try {
          habitsOf({ 'x-laravel': value });
        } catch {
          unknown.push(String(value));
        }
      }
      return value;
    });
    expect(unknown).toEqual([]);
  });
});

const USER = {
  id: 7,
  name: 'Jordan Lee',
  email: 'plex@demo.test',
  admin: false,
  is_admin: false,
  is_whmcs_user: false,
  is_reseller: false,
  reseller_node: null,
  has_plex: true,
  is_moderator: false,
  reseller_customer: false,
};
const SETTINGS = {
  logo: { image: false, data: null },
  icon: { image: false, data: null },
  app_name: 'MediaDock',
  app_version: '2.4.1',
  demo_mode: false,
  past_due: false,
  whmcs_display_user_invoices: true,
  has_reseller_products: false,
  request_lounge: true,
  ombi_menu_name: null,
  ombi_url: null,
  user_invite_keys: true,
  user_request_trial: false,
  app_initiated: true,
  tenant: 'demo',
  kronos_domain: null,
  menu: { wiki_url: 'https://wiki.example.com', links: [] },
};

describe('reading answers', () => {
  const settings = validators.systemSettingsResponse;

  it('reads an answer as the document describes it', () => {
    expect(settings.parse({ success: true, data: SETTINGS })).toEqual({ ok: true, value: { success: true, data: SETTINGS } });
  });

  it('reads [] as an empty object only where the field notes it (the menu data)', () => {
    const parsed = settings.parse({ success: true, data: { ...SETTINGS, menu: [] } });
    expect(parsed.ok && (parsed.value as { data: { menu: unknown } }).data.menu).toEqual({});
    const logo = settings.parse({ success: true, data: { ...SETTINGS, logo: [] } });
    expect(logo).toEqual({ ok: false, mismatch: { path: 'data.logo', expected: 'Object', received: 'Array' } });
  });

  it('reads 0 and 1 as flags where the field notes it', () => {
    const parsed = validators.getUserResponse.parse({ success: true, data: { ...USER, is_admin: 1, has_plex: '0' } });
    expect(parsed.ok && (parsed.value as { data: typeof USER }).data).toMatchObject({ is_admin: true, has_plex: false });
    const other = validators.customerServerShowResponse.parse({
      success: true,
      data: { id: 1, name: 'Den', type: 'plex', status: 'running', node_id: 1, node_alias: 'a', url: null, created_at: 'x' },
    });
    expect(other.ok).toBe(true);
  });

  it('reads null as absent on an optional field that notes it, and refuses it on a required one', () => {
    const parsed = validators.customerServersStartResponse.parse({ success: true, message: null, popup: null });
    expect(parsed).toEqual({ ok: true, value: { success: true, message: undefined, popup: undefined } });
    expect(validators.getUserResponse.parse({ success: true, data: { ...USER, email: null } })).toMatchObject({
      ok: false,
      mismatch: { path: 'data.email', received: 'null' },
    });
  });

  it('reads a list keyed by position as its values where the field notes it', () => {
    const notification = (id: number) => ({ id, title: `N${id}`, content: '<p>x</p>', has_read: 0, created_diff: '1 hour ago' });
    const parsed = validators.notificationsListResponse.parse({
      success: true,
      data: { 2: notification(2), 0: notification(1) },
      unread: 2,
      meta: { current_page: 1, last_page: 1, per_page: 5, total: 2 },
    });
    expect(parsed.ok && (parsed.value as { data: { id: number; has_read: boolean }[] }).data).toMatchObject([
      { id: 1, has_read: false },
      { id: 2, has_read: false },
    ]);
  });
});

describe('an unexpected answer', () => {
  const tags = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const id = operations.find((candidate) => candidate.path === path && candidate.method === method)?.operationId;
      // The realtime server, not the portal, reads the broadcasting auth's answer: any object.
      if (!id || !byId[`${id}Response`] || id === 'broadcastingAuth') continue;
      for (const tag of ((operation as Json).tags as string[] | undefined) ?? ['untagged']) tags.set(tag, [...(tags.get(tag) ?? []), id]);
    }
  }

  // One family of calls a tag: every validator refuses what a server answers when something broke
  // before the answer was written (nothing, a bare list, text), and the client rejects such an
  // answer with an UnexpectedResponseError that names the call.
  for (const [tag, ids] of [...tags.entries()].sort()) {
    it(`is refused by every validator of the ${tag} calls, and rejects the call`, async () => {
      for (const id of ids) {
        const validator = byId[`${id}Response`]!;
        for (const broken of [null, [], 'Server Error', { success: 'yes' }]) {
          expect(validator.parse(broken).ok, `${id} read ${JSON.stringify(broken)}`).toBe(false);
        }
        const operation = operations.find((candidate) => candidate.operationId === id)!;
        server.use(http.all(`*${operation.path.replace(/\{(\w+)\}/g, ':$1')}`, () => HttpResponse.json([])));
        const filled = Object.fromEntries([...operation.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, 1]));
        const error = await request(operation.method, operation.path, { path: filled, schema: validator, rejectOnError: true }).catch((e: unknown) => e);
        expect(error, id).toBeInstanceOf(UnexpectedResponseError);
        expect((error as UnexpectedResponseError).call).toBe(`${operation.method.toUpperCase()} ${operation.path}`);
        server.resetHandlers();
      }
    });
  }
});
