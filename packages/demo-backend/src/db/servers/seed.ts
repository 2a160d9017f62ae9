import { ago, later } from '#lib/clock.ts';
import { sha256 } from '#lib/crypto.ts';
import { db } from '../database.ts';
import { PLATFORM_DOMAIN } from '../fixtures.ts';
import { USERS } from '../users/seed.ts';

type NodeSeed = [id: number, alias: string, location: string, online: boolean, monitor: [status: string, ratio: number] | null, resellerId: number | null, daysAgo: number];

const NODES: NodeSeed[] = [
  [1, 'fra-01', 'Frankfurt, DE', true, ['up', 99.98], null, 1500],
  [2, 'fra-02', 'Frankfurt, DE', true, ['up', 99.91], null, 1210],
  [3, 'ams-01', 'Amsterdam, NL', true, ['paused', 99.52], null, 880],
  [4, 'nyc-01', 'New York, US', false, ['down', 97.18], null, 640],
  [5, 'sgp-01', 'Singapore, SG', true, null, null, 300],
  [6, 'lon-r1', 'London, GB', true, ['up', 99.99], 8, 820],
  [7, 'waw-r1', 'Warsaw, PL', true, null, null, 230],
];

/** The machines' own figures: [capacity, cpu %, ram %, disk %, mounts failing, days since the last reboot, notes]. */
type NodeFigures = [capacity: number, cpu: number, ram: number, disk: number, mountsFailing: boolean, rebootedDaysAgo: number, notes: string | null];

const NODE_FIGURES: Record<number, NodeFigures> = {
  1: [40, 38, 61, 72, false, 34, 'Hetzner AX102, 2 × 3.84 TB NVMe. Hosts the oldest customers.'],
  2: [40, 44, 58, 93, false, 61, 'Library disk nearly full: move the 4K libraries to the new storage box.'],
  3: [32, 21, 40, 55, true, 12, null],
  4: [32, 0, 0, 81, false, 95, 'Behind a failed top-of-rack switch; the data centre is replacing it.'],
  5: [24, 17, 33, 28, false, 8, null],
  6: [24, 29, 47, 64, false, 40, 'Reseller node of Nadia Okafor.'],
  7: [16, 12, 26, 31, false, 22, null],
};

/** The sites of the nodes added since the first ones, and how many nodes each has. */
const SITES: [code: string, location: string, nodes: number][] = [
  ['fsn', 'Falkenstein, DE', 4],
  ['nbg', 'Nuremberg, DE', 3],
  ['hel', 'Helsinki, FI', 3],
  ['ash', 'Ashburn, US', 3],
  ['hil', 'Hillsboro, US', 2],
  ['par', 'Paris, FR', 2],
  ['mad', 'Madrid, ES', 1],
  ['tor', 'Toronto, CA', 2],
  ['syd', 'Sydney, AU', 2],
  ['tyo', 'Tokyo, JP', 2],
  ['sto', 'Stockholm, SE', 1],
  ['dal', 'Dallas, US', 2],
  ['lax', 'Los Angeles, US', 1],
  ['dub', 'Dublin, IE', 1],
  ['vie', 'Vienna, AT', 1],
];

const GENERATED_NOTES = [
  'Hetzner AX162, 2 × 7.68 TB NVMe.',
  'Storage box attached over a private link.',
  'Reserved for 4K plans.',
  'New in this site: watch the load for the first weeks.',
];

/** A number from 0 to `range - 1` that only depends on the node and what it is for, so every seed is the same. */
function pick(id: number, what: string, range: number): number {
  return Number.parseInt(sha256(`node:${id}:${what}`).slice(0, 8), 16) % range;
}

/** The nodes added after the first seven: a few per site, some offline, some not monitored yet. */
function generatedNodes(): { seed: NodeSeed; figures: NodeFigures }[] {
  const nodes: { seed: NodeSeed; figures: NodeFigures }[] = [];
  let id = NODES.length;
  for (const [code, location, count] of SITES) {
    for (let number = 1; number <= count; number += 1) {
      id += 1;
      const online = pick(id, 'online', 10) !== 0;
      const monitored = pick(id, 'monitored', 4) !== 0;
      const monitor: [string, number] | null = monitored ? [online ? 'up' : 'down', (9700 + pick(id, 'ratio', 300)) / 100] : null;
      const disk = pick(id, 'disk', 10) === 0 ? 90 + pick(id, 'disk-high', 8) : 15 + pick(id, 'disk-normal', 65);
      nodes.push({
        seed: [id, `${code}-${String(number).padStart(2, '0')}`, location, online, monitor, null, 20 + pick(id, 'age', 400)],
        figures: [
          [16, 24, 32, 40, 48][pick(id, 'capacity', 5)] ?? 32,
          online ? 5 + pick(id, 'cpu', 80) : 0,
          online ? 15 + pick(id, 'ram', 75) : 0,
          disk,
          online && pick(id, 'mounts', 8) === 0,
          1 + pick(id, 'reboot', 120),
          pick(id, 'notes', 3) === 0 ? (GENERATED_NOTES[pick(id, 'note', GENERATED_NOTES.length)] ?? null) : null,
        ],
      });
    }
  }
  return nodes;
}

function seedNodes(): void {
  const all = [...NODES.map((seed) => ({ seed, figures: NODE_FIGURES[seed[0]] ?? NODE_FIGURES[1]! })), ...generatedNodes()];
  for (const { seed, figures } of all) {
    const [id, alias, location, online, monitor, resellerId, daysAgo] = seed;
    const [capacity, cpu, ram, disk, mountsFailing, rebootedDaysAgo, notes] = figures;
    db.node.create({
      id,
      alias,
      host: `${alias}.nodes.${PLATFORM_DOMAIN}`,
      location,
      online,
      reseller_id: resellerId,
      monitor_id: monitor ? 793_100 + id : null,
      monitor_status: monitor?.[0] ?? null,
      monitor_uptime_ratio: monitor?.[1] ?? null,
      rebooting_until: null,
      created_at: ago({ days: daysAgo }),
      // Documentation addresses (RFC 5737): the first nodes in one block, the later ones in another.
      ip: id <= NODES.length ? `203.0.113.${10 + id}` : `198.51.100.${id}`,
      ssh_port: id % 5 === 0 ? 2222 : 22,
      capacity,
      notes,
      cpu_percent: cpu,
      ram_percent: ram,
      disk_percent: disk,
      mounts_failing: mountsFailing,
      last_reboot_at: ago({ days: Math.min(rebootedDaysAgo, daysAgo), hours: id % 7 }),
    });
  }
}

type ServerSeed = [id: number, userId: number, type: 'plex' | 'emby' | 'jellyfin', name: string, slug: string, status: string, nodeId: number, plan: string, daysAgo: number];

/** The media servers; fixed ids, so the other domains refer to them by id. */
export const SERVERS: ServerSeed[] = [
  [1, 3, 'plex', 'Jordan’s Plex', 'jordan-lee', 'running', 1, 'Plex Starter', 410],
  [2, 4, 'emby', 'Shah Family Emby', 'priya-shah', 'running', 2, 'Emby Standard', 385],
  [3, 5, 'jellyfin', 'Mateo’s Jellyfin', 'mateo-garcia', 'running', 3, 'Jellyfin Standard', 300],
  [4, 6, 'plex', 'Becker Cinema 4K', 'hannah-becker', 'running', 1, 'Plex Pro 4K', 970],
  [5, 6, 'emby', 'Becker Kids', 'hannah-becker-kids', 'stopped', 2, 'Emby Standard', 512],
  [6, 6, 'jellyfin', 'Becker Archive', 'hannah-becker-archive', 'error', 4, 'Jellyfin Family', 260],
  [7, 6, 'plex', 'Becker Holiday Films', 'hannah-becker-holiday', 'suspended', 2, 'Plex Starter', 120],
  [8, 7, 'plex', 'Grant Media', 'oliver-grant', 'running', 5, 'Plex Annual', 1390],
  [9, 10, 'plex', 'Ferreira Plex', 'lucas-ferreira', 'running', 6, 'Plex Starter', 188],
  [10, 10, 'jellyfin', 'Ferreira Family', 'lucas-ferreira-family', 'rebuilding', 6, 'Jellyfin Family', 150],
  [11, 12, 'jellyfin', 'Kai’s Trial', 'kai-tanaka', 'running', 3, 'Trial', 3],
  [12, 13, 'emby', 'Rossi Screening Room', 'sofia-rossi', 'running', 2, 'Emby Standard', 528],
  [13, 14, 'plex', 'Williams Home', 'noah-williams', 'stopped', 3, 'Plex Starter', 95],
  [14, 15, 'jellyfin', 'Chloé’s Films', 'chloe-martin', 'running', 5, 'Jellyfin Standard', 60],
  [15, 16, 'plex', 'Brooks Plex', 'ethan-brooks', 'running', 7, 'Plex Starter', 43],
  [16, 17, 'emby', 'Nwosu Emby', 'amara-nwosu', 'running', 1, 'Emby Standard', 16],
  [17, 18, 'plex', 'Johansson Plex', 'lena-johansson', 'running', 6, 'Plex Pro 4K', 8],
];

const VERSIONS = { plex: '1.41.2.9200', emby: '4.8.10.0', jellyfin: '10.10.3' } as const;

function seedMediaServers(): void {
  for (const [id, userId, type, name, slug, status, nodeId, plan, daysAgo] of SERVERS) {
    const alias = NODES.find(([nodeIdCandidate]) => nodeIdCandidate === nodeId)?.[1] ?? 'fra-01';
    const rebuilding = status === 'rebuilding';
    db.server.create({
      id,
      name,
      slug,
      type,
      status,
      pending_status: rebuilding ? 'running' : null,
      pending_until: rebuilding ? later({ minutes: 25 }) : null,
      node_id: nodeId,
      user_id: userId,
      url: `https://${slug}.${alias}.${PLATFORM_DOMAIN}`,
      plan,
      version: VERSIONS[type],
      claimed: type === 'plex' && id !== 13,
      claim_email: type === 'plex' && id !== 13 ? (USERS.find((user) => user.id === userId)?.email ?? null) : null,
      cdn: id === 4 ? `cdn.becker-cinema.${PLATFORM_DOMAIN}` : null,
      cdn_type: id === 4 ? 'cloudflare' : null,
      cdn_enabled: id === 4,
      media_token: sha256(`media-token:${slug}`).slice(0, 20),
      created_at: ago({ days: daysAgo }),
    });
  }
}

const LIBRARY_SETS = {
  plex: [['Movies', 'movie', 1240], ['TV Shows', 'show', 312], ['Music', 'artist', 84]],
  emby: [['Movies', 'movies', 860], ['TV', 'tvshows', 197], ['Music', 'music', 143]],
  jellyfin: [['Films', 'movies', 655], ['Series', 'tvshows', 141], ['Audiobooks', 'books', 38]],
} as const;

function seedLibraries(): void {
  let id = 0;
  for (const [serverId, , type, , , , , plan] of SERVERS) {
    const sets: (readonly [string, string, number])[] = [...LIBRARY_SETS[type]];
    if (plan === 'Plex Pro 4K') sets.push(['4K Movies', 'movie', 96]);
    for (const [name, mediaType, items] of sets) {
      id += 1;
      db.library.create({ id, server_id: serverId, name, media_type: mediaType, items: items + ((serverId * 37) % 90) });
    }
  }
}

function seedBackups(): void {
  const backups: [userId: number, serverId: number | null, serverName: string | null, name: string, type: string, size: number, daysAgo: number][] = [
    [3, 1, 'Jordan’s Plex', 'Nightly – config', 'config', 412_318_720, 1],
    [3, 1, 'Jordan’s Plex', 'Before Plex update', 'full', 3_221_225_472, 9],
    [3, 1, 'Jordan’s Plex', 'Weekly – full', 'full', 3_087_007_744, 14],
    [3, null, 'Jordan’s Emby (deleted)', 'Final backup', 'full', 1_932_735_283, 61],
    [4, 2, 'Shah Family Emby', 'Nightly – config', 'config', 188_743_680, 1],
    [5, 3, 'Mateo’s Jellyfin', 'Nightly – config', 'config', 97_517_568, 1],
    [6, 4, 'Becker Cinema 4K', 'Nightly – config', 'config', 824_180_736, 1],
    [6, 4, 'Becker Cinema 4K', 'Before 4K library move', 'full', 6_012_954_214, 33],
    [6, 5, 'Becker Kids', 'Weekly – full', 'full', 1_288_490_188, 5],
    [10, 9, 'Ferreira Plex', 'Nightly – config', 'config', 301_989_888, 1],
  ];
  backups.forEach(([userId, serverId, serverName, name, type, size, daysAgo], index) => {
    db.backup.create({ id: index + 1, user_id: userId, server_id: serverId, server_name: serverName, name, type, size_bytes: size, created_at: ago({ days: daysAgo, hours: 3 }) });
  });
}

function seedInvites(): void {
  const invites: [serverId: number, userId: number, email: string, username: string | null, status: string, daysAgo: number][] = [
    [1, 3, 'taylor.kim@example.com', 'taylork', 'accepted', 120],
    [1, 3, 'marcus.lee@example.com', 'marcus_lee', 'accepted', 96],
    [1, 3, 'grandma.lee@example.com', null, 'pending', 4],
    [1, 3, 'dev.patel@example.net', 'devp', 'accepted', 41],
    [2, 4, 'ravi.shah@example.com', 'ravi', 'accepted', 300],
    [2, 4, 'anika.shah@example.com', 'anika', 'accepted', 300],
    [4, 6, 'jonas.becker@example.de', 'jonas.b', 'accepted', 800],
    [4, 6, 'mia.becker@example.de', null, 'pending', 2],
    [9, 10, 'beatriz.ferreira@example.pt', 'bia', 'accepted', 150],
  ];
  invites.forEach(([serverId, userId, email, username, status, daysAgo], index) => {
    db.invite.create({ id: index + 1, server_id: serverId, user_id: userId, email, username, status, created_at: ago({ days: daysAgo }) });
  });
  const snapshot = (serverId: number) =>
    JSON.stringify(
      invites
        .filter(([candidate]) => candidate === serverId)
        .map(([, , email, username, status], index) => ({ id: index + 1, email, username, status, created_at: null })),
    );
  db.inviteBackup.create({ id: 1, user_id: 3, server_id: 1, name: 'Before moving to fra-01', invites_json: snapshot(1), created_at: ago({ days: 30 }) });
  db.inviteBackup.create({ id: 2, user_id: 3, server_id: 1, name: 'Monthly', invites_json: snapshot(1), created_at: ago({ days: 2 }) });
  db.inviteBackup.create({ id: 3, user_id: 6, server_id: 4, name: 'Family list', invites_json: snapshot(4), created_at: ago({ days: 12 }) });
}

/** The seeded library of a server by its name, for the seeds that refer to one; the seed must hold it. */
export function seededLibrary(serverId: number, name: string) {
  const row = db.library.getAll().find((candidate) => candidate.server_id === serverId && candidate.name === name);
  if (!row) throw new Error(`The demo seed has no library "${name}" on server ${serverId}.`);
  return row;
}

/** The nodes and the servers on them, then the servers' libraries, backups and invites. */
export function seedServers(): void {
  seedNodes();
  seedMediaServers();
  seedLibraries();
  seedBackups();
  seedInvites();
}
