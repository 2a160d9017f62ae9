import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../src/db/database.ts';
import { DEMO_IDS, DEMO_IMPERSONATION_TOKEN, DEMO_INVITE_KEY, DEMO_INVITE_KEY_WITHOUT_PRODUCTS, DEMO_RESET_TOKEN, demoAccounts } from '../src/db/fixtures.ts';
import { seed } from '../src/db/seed.ts';
import { fingerprint, restoreSnapshot, takeSnapshot } from '../src/db/snapshot.ts';
import { sha256 } from '../src/lib/crypto.ts';
import { findUserByEmail } from '../src/model/users.ts';

/** The moment the seed below counts back from, so its timestamps are the same on every run. */
const SEEDED_AT = new Date('2026-01-15T12:00:00Z');

describe('the seed', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

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

  // Saved browser data is kept only while the seed's fingerprint stays the same. A change to the
  // seed changes what this holds on purpose; one that only moves code around must not.
  it('gives the same data, table by table and row by row, when seeded at the same moment', () => {
    vi.useFakeTimers({ now: SEEDED_AT, toFake: ['Date'] });
    seed();
    const snapshot = takeSnapshot();
    const tables = Object.entries(snapshot).map(([table, rows]) => `${table}: ${rows.length} rows, ${sha256(JSON.stringify(rows)).slice(0, 16)}`);
    expect({ fingerprint: fingerprint(snapshot), data: sha256(JSON.stringify(snapshot)), tables }).toMatchInlineSnapshot(`
      {
        "data": "ae59cfc4778dd6e9bc76c907786270a978098a58a70ddb21699e204e64c4b0bc",
        "fingerprint": "4107da4225deabddd020b54ebd8eeca3c4a3b863f9fef13f68daa4d18d19d5cf",
        "tables": [
          "plexSyncRun: 3 rows, 74d49011199484c4",
          "plexCollection: 7 rows, f2504a4d20a47e15",
          "plexScan: 7 rows, 02b9055efd697237",
          "communityInvite: 8 rows, 86c84335474fc638",
          "communityCdnNode: 5 rows, f785b2ac1f654820",
          "communityCdnPreference: 2 rows, 1aff1a737278a071",
          "mismatchReport: 4 rows, 0f94661ad3d2417b",
          "user: 374 rows, 11ad08984f4415eb",
          "accessToken: 0 rows, 4f53cda18c2baa0c",
          "node: 37 rows, ab5ad53ef790001b",
          "server: 47 rows, e362a683dc1ba5f2",
          "backup: 10 rows, 87ab9f92e49df7b4",
          "library: 53 rows, a3a1eb6492782252",
          "invite: 9 rows, 730fb8e2d0624ef2",
          "inviteBackup: 3 rows, 223d1aa3790f5b0a",
          "notification: 84 rows, 57125fd4ae68b770",
          "announcement: 7 rows, 34e4448faa7fed98",
          "announcementRead: 223 rows, 2d7df3ce2a282e79",
          "process: 2026 rows, 5507bbc58edda450",
          "ticket: 286 rows, b8d9fef8904bb12e",
          "ticketMessage: 691 rows, f30e70160f5d1e24",
          "ticketAttachment: 5 rows, 1b941236fb94cdb5",
          "bufferingTest: 0 rows, 4f53cda18c2baa0c",
          "statusService: 7 rows, 02a30840647dd0a4",
          "statusIncident: 4 rows, c26efe4aaf4f9f86",
          "statusIncidentUpdate: 8 rows, 65cc6ae1b34a8944",
          "product: 8 rows, 26bc2c6ad08ce7fb",
          "inviteKey: 4 rows, d3e31e69006deaac",
          "trialRequest: 3 rows, c5c1fa8d39b1cb12",
          "passwordReset: 1 rows, 99defdd9b13b996b",
          "impersonation: 1 rows, 13e50d02321b8710",
          "returnKey: 0 rows, 4f53cda18c2baa0c",
          "setting: 1 rows, 6406e77394f16fd0",
          "setup: 1 rows, b1044d5afd196481",
          "whmcsHook: 7 rows, 7226c897cd649a19",
          "menuLink: 3 rows, 656da65f4942306c",
          "dockerVariable: 7 rows, 2ad2329fd48d9001",
          "apiClient: 6 rows, 9f2b3866836d99b1",
          "chatGuild: 2 rows, a80af32ad54eae5a",
          "chatEntry: 14 rows, f397d101c1b87818",
          "mediaItem: 1404 rows, 6821ee3094f87e7f",
          "mediaRequest: 427 rows, b8ba1e7a6850c191",
          "subscription: 4 rows, 1b4399d3741b1364",
          "mediaReport: 41 rows, ca6d691e7306b4b3",
          "lostMedia: 8 rows, e75c20abe6dae6b3",
          "mediaPlay: 1632 rows, 793b2fe71acef941",
          "invoice: 16 rows, 76fce53c9f25f12f",
          "invoiceLine: 27 rows, e5604a6f710f2f0d",
          "productPrice: 9 rows, bf9927f330fdf4b7",
          "productFeature: 22 rows, 3f976c4a0848cce7",
          "promoCode: 4 rows, 2cc2ee2eeb6be53b",
          "shopOrder: 2 rows, 0afd45c1b3dfa6a8",
          "accountPreference: 4 rows, ccf4c4ec62e01a86",
          "serverPreference: 5 rows, 0759d6c73d3c591e",
          "sharedUser: 34 rows, aa3728f0f940c886",
          "sharedUserAccess: 35 rows, 979e11f53af00c8c",
          "cdnHost: 2 rows, 126dad5bb5f51dd1",
          "announcementSchedule: 5 rows, 9f56980cb640b952",
          "sentEmail: 12 rows, ba20e47df13048c9",
          "nodeReboot: 114 rows, 2300f7da18f72f14",
          "nodeExtraction: 48 rows, 90a5aca721ccedb2",
          "nodeImage: 11 rows, 46b5b5f9c98e6bea",
          "inviteDelivery: 0 rows, 4f53cda18c2baa0c",
          "ticketNote: 28 rows, 10ca1a38eaf81afb",
          "manualAccount: 3 rows, 9c6166114f66a6d4",
          "manualService: 6 rows, cfd00ff13a1b4169",
          "manualInvoice: 10 rows, c477eada8a112f28",
          "manualPayment: 7 rows, 77d69af024c14a19",
          "manualPaymentApplication: 7 rows, f783a8bc5ec3eb2d",
          "manualAdjustment: 2 rows, bf46b70f250f55d9",
          "productCategory: 3 rows, 3b6c7fb2b3ca79e4",
          "productType: 10 rows, 8f66209f69a46148",
          "requestRules: 1 rows, 91cd0cbb7caa487b",
          "requestLimitOverride: 5 rows, 69583b1ccab239eb",
          "contribution: 420 rows, 7102bd4cb437a6bf",
          "libraryMap: 12 rows, 2a0f367a5df56155",
          "mediaType: 8 rows, bd3971fca3e904ac",
          "requestFulfilment: 106 rows, 80afee9346a49824",
          "requestedTrial: 36 rows, 5fce6b955701f8e1",
          "supportSetting: 1 rows, d5bcf3213769ab9d",
          "featureToggle: 1 rows, 36923bad4fe25e55",
          "productSetting: 1 rows, 068690c8edf19a80",
          "exportJob: 3 rows, 562ad13edc784bb8",
          "customerAlert: 6 rows, 80c92ef3904f79a8",
          "customerPopup: 3 rows, 74ebd5760b2e54f5",
          "contentBlock: 3 rows, fd331bb503415aa1",
          "deploymentSetting: 1 rows, a04ee4fde4ae65fc",
          "billingSetting: 1 rows, 58cec618a6dfda1b",
          "trialSetting: 1 rows, 493c2f844c64b5dd",
          "integration: 19 rows, ca95f85d920856dd",
          "dockerService: 12 rows, 51101e845b3debf8",
          "dockerImage: 15 rows, f572d8a2c417a56a",
          "storageMount: 84 rows, 2fa7e8274e3ca673",
          "storageMountPath: 6 rows, e668f6707c14ccfa",
          "storageLibraryPath: 15 rows, 65574c37fbfa9aea",
          "storageDeploymentPath: 3 rows, 0b69947457df1998",
          "mailTemplate: 8 rows, 22e4f58eb17c729e",
          "apiClientDetail: 6 rows, 2f68741ee7949064",
          "automation: 8 rows, ac21c9c7330ffb9d",
          "automationRun: 61 rows, 19111bed4f1e85a5",
          "nodeScript: 8 rows, 1b1f3e8a2627317a",
          "resellerNode: 2 rows, ecd0d07e861be30a",
          "resellerWhmcsLink: 1 rows, 612370b670db31d6",
          "resellerWhmcsService: 29 rows, 1959c3d2a5324bec",
          "resellerWhmcsInvite: 65 rows, e82a2c37c1d3e960",
          "resellerWhmcsMapping: 4 rows, 27f6f17ee131e2af",
          "resellerShopItem: 7 rows, d55fd035c377fb22",
          "resellerShopOrder: 0 rows, 4f53cda18c2baa0c",
          "resellerProduct: 8 rows, 2ddf046596bf3a71",
        ],
      }
    `);
  });
});
