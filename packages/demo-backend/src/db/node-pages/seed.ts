import { ago } from '#lib/clock.ts';
import { db } from '../database.ts';
import { SERVERS } from '../servers/seed.ts';
import { describeImage } from './catalog.ts';

/** mulberry32: the same seed gives the same history on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const between = (next: () => number, min: number, max: number): number => Math.floor(min + next() * (max - min + 1));
const choose = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)] ?? items[0]!;
const iso = (ms: number): string => new Date(ms).toISOString();

/** The platform's admins, who ask for reboots and extractions. */
const ADMINS = [1, 2] as const;

const ADMIN_REASONS = [
  'Kernel update',
  'Docker engine update',
  'Load stuck above 40 after a transcode storm',
  'Out of memory: the OOM killer took dockerd',
  'NIC driver hang, packet loss on eth0',
  'Disk controller firmware update',
  'Planned maintenance window',
  'Replaced a failing drive in the media array',
] as const;

const AUTOMATIC_REASONS = ['Unattended kernel update (unattended-upgrades)', 'Hardware watchdog: the node stopped answering'] as const;

/** How many reboots the first nodes have had; the later ones have had one to three. */
const REBOOTS: Record<number, number> = { 1: 14, 2: 9, 3: 7, 4: 6, 5: 4, 6: 6, 7: 3 };

/**
 * Each node's reboots, the newest at the node's last reboot and the others spread back to when it
 * was added; most come back within a few minutes, now and then one needs a hand.
 */
function seedReboots(): void {
  let id = 0;
  for (const node of db.node.getAll().sort((a, b) => a.id - b.id)) {
    const next = random(node.id * 7919);
    const count = REBOOTS[node.id] ?? between(next, 1, 3);
    const added = Date.parse(node.created_at);
    const last = node.last_reboot_at ? Date.parse(node.last_reboot_at) : Date.parse(ago({ days: between(next, 2, 60) }));
    const span = Math.max(DAY, last - added);
    const starts = Array.from({ length: count }, (_, index) =>
      index === count - 1 ? last : added + Math.floor((span * (index + 1)) / (count + 1)) + between(next, -6, 6) * 60 * MINUTE,
    ).sort((a, b) => a - b);
    for (const start of starts) {
      id += 1;
      const automatic = next() < 0.25;
      const timedOut = next() < 0.12;
      const downSeconds = timedOut ? between(next, 25, 70) * 60 : between(next, 70, 260);
      db.nodeReboot.create({
        id,
        node_id: node.id,
        requested_by: automatic ? null : choose(next, ADMINS),
        reason: automatic ? choose(next, AUTOMATIC_REASONS) : choose(next, ADMIN_REASONS),
        started_at: iso(start),
        back_online_at: iso(start + downSeconds * 1000),
        outcome: timedOut ? 'timed-out' : 'completed',
        process_id: null,
      });
    }
  }
}

/** The extractions of the first nodes; the later ones have had none, or one. */
const EXTRACTIONS: Record<number, number> = { 1: 16, 2: 7, 3: 5, 4: 2, 5: 3, 6: 4, 7: 0 };

const TAR_ERRORS = [
  'gzip: stdin: unexpected end of file\ntar: Unexpected EOF in archive\ntar: Error is not recoverable: exiting now',
  'tar: /mnt/media/incoming: Cannot mkdir: No space left on device\ntar: Exiting with failure status due to previous errors',
  'gzip: stdin: not in gzip format\ntar: Child returned status 1\ntar: Error is not recoverable: exiting now',
] as const;

type ArchiveKind = { archive: (container: string, day: string, batch: number) => string; size: [number, number]; nightly?: boolean };

const REMUX_BATCH: ArchiveKind = { archive: (_container, _day, batch) => `/mnt/media/incoming/remux-batch-${batch}.tar`, size: [18_000, 64_000] };

const ARCHIVES: ArchiveKind[] = [
  { archive: (container) => `/mnt/uploads/migrations/${container}-config.tar.gz`, size: [180, 2_400] },
  { archive: (container, day) => `/mnt/uploads/restore/${container}-full-${day}.tar.gz`, size: [1_500, 9_000] },
  REMUX_BATCH,
  { archive: (container) => `/mnt/uploads/metadata/${container}-metadata.tgz`, size: [300, 4_800] },
  { archive: (_container, day) => `/mnt/uploads/nightly/subtitles-${day}.tar.gz`, size: [40, 260], nightly: true },
  { archive: (_container, day) => `/mnt/uploads/nightly/posters-${day}.tar.gz`, size: [90, 900], nightly: true },
];

/**
 * Archives extracted on the nodes: customers' configurations moved over, restores, batches of
 * media and the nightly imports. The newest on fra-01 is still running; a few failed.
 */
function seedExtractions(): void {
  let id = 0;
  for (const node of db.node.getAll().sort((a, b) => a.id - b.id)) {
    const next = random(node.id * 104_729);
    const count = EXTRACTIONS[node.id] ?? (next() < 0.3 ? 1 : 0);
    const containers = SERVERS.filter((server) => server[6] === node.id).map(([, , type, , slug]) => `${type}-${slug}`);
    const names = containers.length ? containers : [`${node.alias}-import`];
    let minutesAgo = node.id === 1 ? 4 : between(next, 60, 600);
    const rows = [];
    for (let index = 0; index < count; index += 1) {
      const running = node.id === 1 && index === 0;
      // The one still running is a batch of media, read from a slow upload disk: it has a while to go.
      const kind = running ? REMUX_BATCH : choose(next, ARCHIVES);
      const started = Date.parse(ago({ minutes: minutesAgo }));
      const day = iso(started).slice(0, 10);
      const archive = kind.archive(choose(next, names), day, between(next, 12, 96));
      const megabytes = between(next, kind.size[0], kind.size[1]);
      const seconds = running ? 20 * 60 : Math.max(4, Math.round(megabytes / between(next, 120, 260)));
      const failed = !running && next() < 0.12;
      rows.push({
        node_id: node.id,
        archive,
        target: archive.replace(/\/[^/]*$/, '') || '/',
        size_bytes: megabytes * 1_000_000 + between(next, 0, 999_999),
        status: running ? 'running' : failed ? 'failed' : 'completed',
        started_at: iso(started),
        // While it runs, when it will have finished.
        finished_at: iso(started + (failed ? Math.ceil(seconds / 3) : seconds) * 1000),
        requested_by: kind.nightly ? null : choose(next, ADMINS),
        error: failed ? choose(next, TAR_ERRORS) : null,
        process_id: null,
      });
      minutesAgo += between(next, 6 * 60, 9 * 24 * 60);
    }
    // Oldest first, so that the ids count up with time as the real table's do.
    for (const row of rows.reverse()) {
      id += 1;
      db.nodeExtraction.create({ id, ...row });
    }
  }
}

/** Images the first nodes keep that no container uses any more: older tags, tools pulled once. */
const UNUSED_IMAGES: Record<number, [reference: string, pulledDaysAgo: number][]> = {
  1: [
    ['lscr.io/linuxserver/plex:1.40.5.8854-ls229', 98],
    ['lscr.io/linuxserver/emby:4.8.8', 71],
    ['alpine:3.19', 203],
  ],
  2: [
    ['lscr.io/linuxserver/plex:1.40.5.8854-ls229', 97],
    ['ghcr.io/hotio/jellyfin:release-10.9.11', 40],
  ],
  3: [
    ['alpine:3.19', 150],
    ['busybox:1.36', 33],
  ],
  5: [['lscr.io/linuxserver/jellyfin:10.9.11', 44]],
  6: [
    ['lscr.io/linuxserver/jellyfin:10.9.11', 44],
    ['postgres:16-alpine', 12],
  ],
  7: [['traefik:v3.1.6', 61]],
};

/** The unused images of the first nodes; the images that containers use join when a node's images are first listed. */
function seedUnusedImages(): void {
  let id = 0;
  for (const [nodeId, images] of Object.entries(UNUSED_IMAGES)) {
    for (const [reference, pulledDaysAgo] of images) {
      const { repository, tag, sizeBytes, builtDaysAgo } = describeImage(reference, { superseded: true });
      id += 1;
      db.nodeImage.create({
        id,
        node_id: Number(nodeId),
        repository,
        tag,
        size_bytes: sizeBytes,
        created_at: ago({ days: Math.max(builtDaysAgo, pulledDaysAgo + 1) }),
        pulled_at: ago({ days: pulledDaysAgo, hours: 4 }),
      });
    }
  }
}

/** The nodes' reboots, extractions and unused images; after the servers and the nodes. */
export function seedNodePages(): void {
  seedReboots();
  seedExtractions();
  seedUnusedImages();
}
