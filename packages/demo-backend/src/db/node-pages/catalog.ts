import { sha256 } from '#lib/crypto.ts';

/** A number from 0 to `range - 1` that depends only on `key`. */
export function hashPick(key: string, range: number): number {
  return Number.parseInt(sha256(key).slice(0, 8), 16) % range;
}

/** What Docker reports of the images the platform uses: uncompressed size in MB and how many days ago a tag was built. */
const KNOWN_IMAGES: Record<string, { megabytes: number; builtDaysAgo: number }> = {
  'lscr.io/linuxserver/plex': { megabytes: 357, builtDaysAgo: 6 },
  'lscr.io/linuxserver/emby': { megabytes: 812, builtDaysAgo: 9 },
  'lscr.io/linuxserver/jellyfin': { megabytes: 942, builtDaysAgo: 4 },
  'ghcr.io/hotio/jellyfin': { megabytes: 831, builtDaysAgo: 58 },
  traefik: { megabytes: 186, builtDaysAgo: 47 },
  'portainer/agent': { megabytes: 171, builtDaysAgo: 39 },
  'rclone/rclone': { megabytes: 69, builtDaysAgo: 52 },
  'prom/node-exporter': { megabytes: 23, builtDaysAgo: 120 },
  'containrrr/watchtower': { megabytes: 15, builtDaysAgo: 410 },
  alpine: { megabytes: 8, builtDaysAgo: 230 },
  busybox: { megabytes: 4, builtDaysAgo: 160 },
  postgres: { megabytes: 251, builtDaysAgo: 21 },
};

/** `[registry[:port]/]name[/name…][:tag]`, as `docker pull` reads a reference; lower case except the tag. */
export const IMAGE_REFERENCE =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?\/)?[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*(?:\/[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*)*(?::[A-Za-z0-9_][A-Za-z0-9_.-]{0,127})?$/;

/** Splits a reference into repository and tag (`latest` when it names none). */
export function parseImageReference(reference: string): { repository: string; tag: string } {
  const slash = reference.lastIndexOf('/');
  const colon = reference.lastIndexOf(':');
  if (colon > slash) return { repository: reference.slice(0, colon), tag: reference.slice(colon + 1) };
  return { repository: reference, tag: 'latest' };
}

/**
 * The image a reference names, as a node would hold it: the platform's own images as they are, any
 * other of a plausible size. A `superseded` tag (an older version left behind) was built longer ago.
 */
export function describeImage(reference: string, { superseded = false } = {}): { repository: string; tag: string; sizeBytes: number; builtDaysAgo: number } {
  const { repository, tag } = parseImageReference(reference);
  const known = KNOWN_IMAGES[repository];
  const megabytes = (known?.megabytes ?? 20 + hashPick(`size:${repository}`, 600)) - (superseded ? 11 : 0);
  const builtDaysAgo = (known?.builtDaysAgo ?? 3 + hashPick(`built:${repository}`, 90)) + (superseded ? 60 : 0);
  return { repository, tag, sizeBytes: megabytes * 1_000_000 + hashPick(`bytes:${reference}`, 999_999), builtDaysAgo };
}

/** Docker's short image id: the first 12 hex digits of the image's digest. */
export const shortImageId = (repository: string, tag: string): string => sha256(`image:${repository}:${tag}`).slice(0, 12);

export interface NodeScript {
  id: string;
  name: string;
  description: string;
  command: string;
  /** The media servers on the node stall or restart while it runs. */
  disruptive: boolean;
  /** Seconds it usually runs. */
  time: number;
}

/**
 * The maintenance scripts an admin can run on any node, in the order to offer them. Their commands
 * are the ones the platform's runbooks use, so the processes they leave read like the others.
 */
export const NODE_SCRIPTS: readonly NodeScript[] = [
  {
    id: 'load-average',
    name: 'Load average',
    description: 'How busy the node has been over the last 1, 5 and 15 minutes.',
    command: 'cat /proc/loadavg',
    disruptive: false,
    time: 0.01,
  },
  {
    id: 'media-disk-usage',
    name: 'Media disk usage',
    description: 'Size, used and free space of the media array.',
    command: 'df -h /mnt/media | tail -n 1',
    disruptive: false,
    time: 0.05,
  },
  {
    id: 'docker-errors',
    name: 'Recent Docker errors',
    description: 'The errors Docker logged in the last 15 minutes.',
    command: 'journalctl -u docker --since "15 min ago" --no-pager | grep -i error | tail -n 20',
    disruptive: false,
    time: 0.44,
  },
  {
    id: 'clear-transcodes',
    name: 'Clear old transcodes',
    description: 'Deletes transcoder segments older than two hours from every media server, and counts them.',
    command: 'find /opt/mediadock/stacks/*/cache/transcodes -type f -mmin +120 -delete -print | wc -l',
    disruptive: false,
    time: 2.3,
  },
  {
    id: 'prune-images',
    name: 'Prune unused images',
    description: 'Removes the Docker images no container has used for a week.',
    command: 'docker system prune --force --filter "until=168h"',
    disruptive: false,
    time: 17.9,
  },
  {
    id: 'remount-drives',
    name: 'Remount cloud drives',
    description: 'Restarts the rclone mounts of the customers’ cloud drives. Libraries on them are unavailable for a few seconds.',
    command: "systemctl restart 'rclone-gdrive@*.service'",
    disruptive: true,
    time: 6.2,
  },
  {
    id: 'scrub-pool',
    name: 'Scrub the media pool',
    description: 'Starts a ZFS scrub of the media pool, which checks every block. Playback may stutter until it finishes.',
    command: 'zpool scrub media',
    disruptive: true,
    time: 0.6,
  },
  {
    id: 'update-docker',
    name: 'Update Docker',
    description: 'Upgrades the Docker engine. Docker restarts, and every container on the node with it.',
    command: 'apt-get -qq update && apt-get -qq -y upgrade docker-ce docker-ce-cli containerd.io',
    disruptive: true,
    time: 84.2,
  },
];
