import { ago } from '#lib/clock.ts';
import { sha256 } from '#lib/crypto.ts';
import { db } from '../database.ts';

const GB = 1_000_000_000;
const TB = 1_000 * GB;

/** A number from 0 to `range - 1` that only depends on the mount and what it is for, so every seed is the same. */
function pick(key: string, range: number): number {
  return Number.parseInt(sha256(`storage:${key}`).slice(0, 8), 16) % range;
}

type MountPathSeed = [path: string, remote: string, type: 'rclone' | 'nfs' | 'smb', nodeId: number | null, options: string | null, daysAgo: number];

/** What the platform mounts: the shared media and the customers' own drives everywhere, a few extras on some nodes. */
const MOUNT_PATHS: MountPathSeed[] = [
  ['/mnt/media', 'gdrive-media:', 'rclone', null, 'allow-other,vfs-cache-mode=full,dir-cache-time=72h,buffer-size=64M', 400],
  ['/mnt/gdrive', 'gdrive-users:', 'rclone', null, 'allow-other,vfs-cache-mode=writes,poll-interval=15s', 380],
  ['/mnt/backups', '//u318204.your-storagebox.de/backup', 'smb', null, 'vers=3.0,uid=1000,gid=1000,file_mode=0640', 210],
  ['/mnt/media-4k', 'gdrive-4k:', 'rclone', 2, 'allow-other,vfs-cache-mode=full,vfs-cache-max-size=800G', 95],
  ['/mnt/archive', '10.0.4.20:/export/archive', 'nfs', 1, 'vers=4.1,ro,hard,timeo=600', 520],
  ['/mnt/reseller', 'gdrive-reseller-okafor:', 'rclone', 6, 'allow-other,vfs-cache-mode=full', 180],
];

/** Where each server type finds each kind of library inside its container. */
const LIBRARY_PATHS: Record<'plex' | 'emby' | 'jellyfin', Record<string, string>> = {
  plex: { movies: '/data/movies', shows: '/data/tv', music: '/data/music', photos: '/data/photos', 'home-videos': '/data/home-videos' },
  emby: { movies: '/media/movies', shows: '/media/tvshows', music: '/media/music', photos: '/media/photos', 'home-videos': '/media/homevideos' },
  jellyfin: { movies: '/media/movies', shows: '/media/shows', music: '/media/music', photos: '/media/photos', 'home-videos': '/media/home-videos' },
};

/** How big each remote is, and how full (of a hundred). */
const SIZES: Record<string, [size: number, percent: number]> = {
  'gdrive-media:': [1_000 * TB, 38],
  'gdrive-users:': [500 * TB, 61],
  '//u318204.your-storagebox.de/backup': [20 * TB, 47],
  'gdrive-4k:': [250 * TB, 72],
  '10.0.4.20:/export/archive': [48 * TB, 88],
  'gdrive-reseller-okafor:': [100 * TB, 23],
};

function seedMountsOfNodes(): void {
  let id = 0;
  for (const node of db.node.getAll().sort((a, b) => a.id - b.id)) {
    // Backups go to the storage box from the first nodes only; the newer ones back up elsewhere.
    const paths = MOUNT_PATHS.filter(([path, , , nodeId]) => (nodeId === null || nodeId === node.id) && (path !== '/mnt/backups' || node.id <= 7));
    paths.forEach(([path, remote, type], index) => {
      id += 1;
      const [size, percent] = SIZES[remote] ?? [10 * TB, 50];
      // The shared media mount is what breaks when a node reports failing mounts; ams-01 lost its users' drives too.
      const failing = node.mounts_failing && (index === 0 || (node.id === 3 && path === '/mnt/gdrive'));
      const reachable = node.online;
      db.storageMount.create({
        id,
        node_id: node.id,
        mount_point: path,
        remote,
        type,
        failing,
        used_bytes: failing ? null : Math.round((size * (percent + pick(`${node.id}:${path}`, 5))) / 100 / GB) * GB,
        size_bytes: failing ? null : size,
        checked_at: ago({ minutes: reachable ? 5 + pick(`${node.id}:${path}:checked`, 50) : 60 * 24 * 3 + pick(`${node.id}:checked`, 600) }),
      });
    });
  }
}

/** The storage of the nodes, with mounts consistent with each node's `mounts_failing`. */
export function seedStorage(): void {
  MOUNT_PATHS.forEach(([path, remote, type, nodeId, options, daysAgo], index) => {
    db.storageMountPath.create({ id: index + 1, path, remote, type, node_id: nodeId, options, updated_at: ago({ days: daysAgo }) });
  });
  seedMountsOfNodes();
  let id = 0;
  for (const [serverType, kinds] of Object.entries(LIBRARY_PATHS)) {
    for (const [kind, path] of Object.entries(kinds)) {
      id += 1;
      db.storageLibraryPath.create({ id, server_type: serverType, kind, path, updated_at: ago({ days: 300 - id * 7 }) });
    }
  }
  db.storageDeploymentPath.create({
    id: 1,
    node_id: null,
    stack_path: '/opt/stacks/{server}',
    config_path: '/opt/stacks/{server}/config',
    transcode_path: '/mnt/transcode/{server}',
    updated_at: ago({ days: 140 }),
  });
  // fra-02's disk is nearly full: it transcodes on the scratch disk; the reseller keeps stacks per customer.
  db.storageDeploymentPath.create({ id: 2, node_id: 2, stack_path: null, config_path: null, transcode_path: '/mnt/scratch/transcode/{server}', updated_at: ago({ days: 12 }) });
  db.storageDeploymentPath.create({
    id: 3,
    node_id: 6,
    stack_path: '/srv/reseller/{user}/{server}',
    config_path: '/srv/reseller/{user}/{server}/config',
    transcode_path: null,
    updated_at: ago({ days: 60 }),
  });
}
