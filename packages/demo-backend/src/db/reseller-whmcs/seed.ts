import { ago, later } from '#lib/clock.ts';
import { sha256 } from '#lib/crypto.ts';
import { db } from '../database.ts';
import { DEMO_IDS } from '../fixtures.ts';
import { WHMCS_PRODUCTS } from './catalog.ts';

const RESELLER = DEMO_IDS.users.reseller;
const { resellerLon, resellerWaw } = DEMO_IDS.nodes;

/** The first WHMCS service id: the reseller's WHMCS has billed other things before. */
export const WHMCS_SERVICE_BASE = 4100;
/** WHMCS client ids of customers without a `whmcs_id` of their own. */
const CLIENT_BASE = 3000;

const CYCLES = ['Monthly', 'Monthly', 'Quarterly', 'Annually'] as const;
const AMOUNTS: Record<string, string> = { Monthly: '12.00', Quarterly: '33.00', Annually: '120.00' };

/** A number from 0 to `range - 1` that only depends on the row, so every seed is the same. */
function pick(seed: string, range: number): number {
  return Number.parseInt(sha256(`whmcs:${seed}`).slice(0, 8), 16) % range;
}

function inviteKey(seed: string): string {
  const hex = sha256(`whmcs-key:${seed}`).toUpperCase();
  return `OKF-${hex.slice(0, 4)}-${hex.slice(4, 8)}`;
}

/**
 * The demo reseller's WHMCS: a link that passed its last test, a service for most media containers on
 * the reseller's nodes (a few servers were set up by hand and have none), and the invite keys sent to
 * the clients, some accepted, some still open, one revoked and some expired.
 */
export function seedResellerWhmcs(): void {
  db.resellerWhmcsLink.create({
    reseller_id: RESELLER,
    url: 'https://billing.okafor-media.test',
    identifier: 'Hq7RmX2vLp9sKd4W',
    secret: 'demo-whmcs-secret-7c1f9a2e',
    connected: true,
    checked_at: ago({ hours: 3 }),
    message: 'Connected to WHMCS 8.11.2.',
    updated_at: ago({ days: 41 }),
  });
  // The products already sold through WHMCS; the others wait for their mapping.
  const mapped: [product: number, whmcsProduct: number, autoSetup: string, streamsOption: string | null][] = [
    [1, 11, 'payment', 'Extra streams'],
    [4, 13, 'payment', 'Extra streams'],
    [5, 14, 'order', null],
    [6, 15, 'accept', 'Extra streams'],
  ];
  for (const [productId, whmcsProductId, autoSetup, streamsOption] of mapped) {
    if (!db.resellerProduct.update({ where: { id: { equals: productId } }, data: { whmcs_product_id: whmcsProductId } })) continue;
    db.resellerWhmcsMapping.create({ product_id: productId, auto_setup: autoSetup, send_invite: true, streams_option: streamsOption, updated_at: ago({ days: 30 + productId }) });
  }
  const servers = db.server
    .getAll()
    .filter((server) => server.node_id === resellerLon || server.node_id === resellerWaw)
    .sort((a, b) => a.id - b.id);
  let serviceId = WHMCS_SERVICE_BASE;
  let inviteId = 0;
  servers.forEach((server, index) => {
    // Every seventh server was set up by hand, outside WHMCS.
    if (index % 7 === 3) return;
    const owner = db.user.findFirst({ where: { id: { equals: server.user_id } } });
    const candidates = WHMCS_PRODUCTS.filter((product) => product.type === server.type);
    const product = candidates[pick(`product:${server.id}`, candidates.length)] ?? null;
    const cycle = CYCLES[pick(`cycle:${server.id}`, CYCLES.length)]!;
    const status = server.status === 'suspended' ? 'suspended' : index % 11 === 5 ? 'pending' : 'active';
    serviceId += 1;
    const registered = Date.parse(server.created_at) || Date.parse(ago({ days: 90 }));
    db.resellerWhmcsService.create({
      id: serviceId,
      reseller_id: RESELLER,
      container_id: server.id,
      client_id: owner?.whmcs_id ?? CLIENT_BASE + server.user_id,
      client_name: owner?.name ?? `Client ${server.user_id}`,
      client_email: owner?.email ?? '',
      whmcs_product_id: product?.id ?? null,
      status,
      billing_cycle: cycle,
      amount: AMOUNTS[cycle] ?? '12.00',
      next_due_date: status === 'pending' ? null : later({ days: 3 + pick(`due:${server.id}`, 27) }).slice(0, 10),
      registered_at: new Date(registered).toISOString().slice(0, 10),
    });
    const email = owner?.email ?? `client${server.user_id}@example.net`;
    const invites = 1 + pick(`invites:${server.id}`, 3);
    for (let n = 0; n < invites; n += 1) {
      inviteId += 1;
      const daysAgo = 2 + pick(`age:${inviteId}`, 60);
      const created = ago({ days: daysAgo });
      const kind = n === 0 ? (status === 'pending' ? 'pending' : 'accepted') : ['pending', 'expired', 'revoked', 'pending'][pick(`kind:${inviteId}`, 4)]!;
      const recent = kind === 'pending';
      const sent = recent ? ago({ days: 1 + pick(`sent:${inviteId}`, 4) }) : created;
      db.resellerWhmcsInvite.create({
        id: inviteId,
        container_id: server.id,
        key: inviteKey(String(inviteId)),
        email: n === 0 ? email : `${['family', 'partner', 'guest', 'friend'][n % 4]}.${server.id}@${email.split('@')[1] ?? 'example.net'}`,
        status: kind === 'expired' ? 'pending' : kind,
        created_at: recent ? sent : created,
        sent_at: sent,
        expires_at: kind === 'accepted' || kind === 'revoked' ? null : kind === 'expired' ? ago({ days: 1 + pick(`exp:${inviteId}`, 5) }) : later({ days: 7 }, Date.parse(sent)),
        accepted_at: kind === 'accepted' ? ago({ days: Math.max(1, daysAgo - 1) }) : null,
        resends: kind === 'pending' ? pick(`resends:${inviteId}`, 2) : 0,
      });
    }
  });
}
