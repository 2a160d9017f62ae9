import { describe, expect, it } from 'vitest';
import { db } from '../src/db/database.ts';
import { DEMO_IDS, DEMO_IMPERSONATION_TOKEN, DEMO_INVITE_KEY, DEMO_INVITE_KEY_WITHOUT_PRODUCTS, DEMO_RESET_TOKEN, demoAccounts } from '../src/db/fixtures.ts';
import { seed } from '../src/db/seed.ts';
import { fingerprint, restoreSnapshot, takeSnapshot } from '../src/db/snapshot.ts';
import { findUserByEmail } from '../src/model/users.ts';

describe('the seed', () => {
  it('has one working account per demo role', () => {
    seed();
    expect(demoAccounts.map((account) => account.role)).toEqual(['admin', 'customer-plex', 'customer-emby', 'customer-jellyfin', 'reseller', 'moderator', 'trial']);
    for (const account of demoAccounts) {
      expect(account.password).toBe('demo1234');
      expect(findUserByEmail(account.email)).not.toBeNull();
    }
  });

  it('covers every role and flag the portal knows', () => {
    seed();
    const users = db.user.getAll();
    expect(users.filter((user) => user.admin).length).toBeGreaterThanOrEqual(2);
    for (const flag of ['is_moderator', 'is_contributor', 'is_trial', 'is_reseller'] as const) expect(users.some((user) => user[flag])).toBe(true);
    expect(users.some((user) => user.reseller_node !== null && !user.is_reseller)).toBe(true);
    expect(users.some((user) => user.reseller_id !== null)).toBe(true);
    expect(users.some((user) => user.whmcs_id !== null)).toBe(true);
    expect(users.some((user) => user.restrictions.length > 0)).toBe(true);
    const types = new Set(db.server.getAll().map((server) => server.type));
    expect(types).toEqual(new Set(['plex', 'emby', 'jellyfin']));
    expect(db.server.getAll().filter((server) => server.user_id === DEMO_IDS.users.multiServer).length).toBeGreaterThan(2);
  });

  it('holds the well-known fixtures', () => {
    seed();
    expect(db.impersonation.findFirst({ where: { token: { equals: DEMO_IMPERSONATION_TOKEN } } })).toMatchObject({ user_id: DEMO_IDS.users.plex, admin_id: DEMO_IDS.users.admin });
    expect(db.passwordReset.findFirst({ where: { token: { equals: DEMO_RESET_TOKEN } } })?.email).toBe('plex@demo.test');
    expect(db.inviteKey.findFirst({ where: { key: { equals: DEMO_INVITE_KEY } } })?.product_ids.length).toBeGreaterThan(0);
    expect(db.inviteKey.findFirst({ where: { key: { equals: DEMO_INVITE_KEY_WITHOUT_PRODUCTS } } })?.product_ids).toEqual([]);
  });

  it('is deterministic apart from its timestamps', () => {
    seed();
    const first = fingerprint(takeSnapshot());
    seed();
    expect(fingerprint(takeSnapshot())).toBe(first);
  });

  it('survives a snapshot round trip', () => {
    seed();
    db.user.update({ where: { id: { equals: DEMO_IDS.users.plex } }, data: { name: 'Jordan Lee-Park' } });
    const snapshot = JSON.parse(JSON.stringify(takeSnapshot())) as ReturnType<typeof takeSnapshot>;
    seed();
    restoreSnapshot(snapshot);
    expect(db.user.findFirst({ where: { id: { equals: DEMO_IDS.users.plex } } })?.name).toBe('Jordan Lee-Park');
    expect(takeSnapshot()).toEqual(snapshot);
  });
});
