import { ago } from '#lib/clock.ts';
import { sha256 } from '#lib/crypto.ts';
import { db } from '../database.ts';
import { DEMO_IDS, PLATFORM_DOMAIN } from '../fixtures.ts';

/** The reseller whose business the seed fills, and the nodes they run. */
const RESELLER = DEMO_IDS.users.reseller;
const { resellerLon, resellerWaw } = DEMO_IDS.nodes;

/** Ids of the rows added here start far above the demo accounts, the generated customers and the fixed servers. */
export const RESELLER_CUSTOMER_BASE = 800;
export const RESELLER_SERVER_BASE = 800;
/** How many customers the reseller has besides the demo accounts who are theirs. */
export const RESELLER_CUSTOMERS = 36;

const FIRST = ['Aisha', 'Bartek', 'Chioma', 'Daniel', 'Ewa', 'Farid', 'Gemma', 'Henryk', 'Imani', 'Jakub', 'Kofi', 'Laura', 'Marta', 'Nikhil', 'Oona', 'Piotr', 'Ruth', 'Simon'];
const LAST = ['Adeyemi', 'Baker', 'Czarnecka', 'Evans', 'Fofana', 'Grabowski', 'Hughes', 'Iwu', 'Jones', 'Kamińska', 'Lewandowski', 'Mensah', 'Nowicki', 'Okeke', 'Patel', 'Quinn', 'Reid'];
const DOMAINS = ['okafor-media.test', 'mailbox.test', 'example.net', 'example.org'];
const TYPES = ['plex', 'emby', 'jellyfin'] as const;
const PLANS = { plex: ['Okafor Plex 2', 'Okafor Plex 4K'], emby: ['Okafor Emby'], jellyfin: ['Okafor Jellyfin', 'Okafor Jellyfin Family'] } as const;
const VERSIONS = { plex: '1.41.2.9200', emby: '4.8.10.0', jellyfin: '10.10.3' } as const;

/** A number from 0 to `range - 1` that only depends on the row, so every seed is the same. */
function pick(index: number, what: string, range: number): number {
  return Number.parseInt(sha256(`reseller:${index}:${what}`).slice(0, 8), 16) % range;
}

function customerName(index: number): { name: string; email: string; slug: string } {
  const first = FIRST[index % FIRST.length]!;
  const last = LAST[(index * 5 + Math.floor(index / FIRST.length)) % LAST.length]!;
  const slug = `${first}-${last}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z-]/g, '');
  return { name: `${first} ${last}`, email: `${slug.replace('-', '.')}.${index + 1}@${DOMAINS[index % DOMAINS.length]}`, slug };
}

/**
 * Which node and state each added server has: London fills up towards its capacity, Warsaw is
 * newer and half full; a few servers are stopped, suspended for an unpaid invoice or failing.
 */
const SERVERS: [customer: number, node: number, status: string][] = [
  [0, resellerLon, 'running'], [1, resellerLon, 'running'], [2, resellerLon, 'running'], [2, resellerLon, 'stopped'],
  [3, resellerLon, 'running'], [4, resellerLon, 'suspended'], [5, resellerLon, 'running'], [6, resellerLon, 'running'],
  [7, resellerLon, 'running'], [8, resellerLon, 'error'], [9, resellerLon, 'running'], [10, resellerLon, 'running'],
  [11, resellerLon, 'running'], [12, resellerLon, 'stopped'], [13, resellerLon, 'running'], [14, resellerLon, 'running'],
  [15, resellerLon, 'running'], [16, resellerLon, 'running'],
  [17, resellerWaw, 'running'], [18, resellerWaw, 'running'], [19, resellerWaw, 'running'], [20, resellerWaw, 'stopped'],
  [21, resellerWaw, 'running'], [22, resellerWaw, 'running'], [23, resellerWaw, 'suspended'], [24, resellerWaw, 'running'],
  [25, resellerWaw, 'running'], [26, resellerWaw, 'running'], [27, resellerWaw, 'running'], [27, resellerWaw, 'running'],
];

/** The reseller's customers, their servers on the reseller's nodes, and the lease of the Warsaw node. */
export function seedReseller(): void {
  db.resellerNode.create({ id: 1, reseller_id: RESELLER, node_id: resellerLon, created_at: ago({ days: 820 }) });
  db.resellerNode.create({ id: 2, reseller_id: RESELLER, node_id: resellerWaw, created_at: ago({ days: 230 }) });
  for (let index = 0; index < RESELLER_CUSTOMERS; index += 1) {
    const { name, email } = customerName(index);
    db.user.create({
      id: RESELLER_CUSTOMER_BASE + index + 1,
      name,
      email,
      // Nobody signs in as a generated customer.
      password: '',
      reseller_id: RESELLER,
      restrictions: [],
      created_at: ago({ days: 700 - index * 18 - pick(index, 'age', 10) }),
    });
  }
  SERVERS.forEach(([customer, nodeId, status], index) => {
    const owner = customerName(customer);
    const type = TYPES[pick(index, 'type', TYPES.length)]!;
    const plans = PLANS[type];
    const second = SERVERS.slice(0, index).some(([earlier]) => earlier === customer);
    const slug = `${owner.slug}${second ? '-2' : ''}`;
    const alias = nodeId === resellerLon ? 'lon-r1' : 'waw-r1';
    const ownerName = owner.name.split(' ')[1] ?? owner.name;
    db.server.create({
      id: RESELLER_SERVER_BASE + index + 1,
      name: `${ownerName} ${type === 'plex' ? 'Plex' : type === 'emby' ? 'Emby' : 'Jellyfin'}${second ? ' 2' : ''}`,
      slug,
      type,
      status,
      node_id: nodeId,
      user_id: RESELLER_CUSTOMER_BASE + customer + 1,
      url: `https://${slug}.${alias}.${PLATFORM_DOMAIN}`,
      plan: plans[pick(index, 'plan', plans.length)] ?? null,
      version: VERSIONS[type],
      claimed: type === 'plex',
      claim_email: type === 'plex' ? owner.email : null,
      media_token: sha256(`media-token:${slug}`).slice(0, 20),
      created_at: ago({ days: 600 - index * 19 - pick(index, 'age', 9) }),
    });
  });
}
