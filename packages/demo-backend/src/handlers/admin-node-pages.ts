import type { components } from '@portal/api-client';
import { db, type InviteRow, type NodeRow, type ProcessRow, type ServerRow } from '#db/database.ts';
import { nextId } from '#db/ids.ts';
import { describeImage, hashPick, IMAGE_REFERENCE, NODE_SCRIPTS, parseImageReference, shortImageId } from '#db/node-pages/catalog.ts';
import { ago, isoNow, isPast, now } from '#lib/clock.ts';
import { sha256 } from '#lib/crypto.ts';
import { conflict, notFound } from '#lib/http-error.ts';
import { intParam, intQuery, route } from '#lib/route.ts';
import { regex, str, validate } from '#lib/validation.ts';
import { requireAdmin } from '#model/auth.ts';
import { containerOrFail, containerServer, nodeContainers, type AdminContainer } from '#model/containers.ts';
import { nodeOrFail } from '#model/nodes.ts';
import { recordRun, toProcess } from '#model/processes.ts';
import { containerName, runServerAction, serverType, stackPath, toServer } from '#model/servers.ts';

type Schemas = components['schemas'];
type Requester = Schemas['AdminNodeRequester'];
type RebootOutcome = Schemas['AdminNodeRebootOutcome'];
type ExtractionStatus = Schemas['AdminNodeExtractionStatus'];
type ContainerDetail = Schemas['AdminContainerDetail'];
type ContainerInvite = Schemas['AdminContainerInvite'];
type RebootRow = ReturnType<typeof db.nodeReboot.getAll>[number];
type ExtractionRow = ReturnType<typeof db.nodeExtraction.getAll>[number];
type ImageRow = ReturnType<typeof db.nodeImage.getAll>[number];
/** A script of the library (`/app/admin/integrations/scripts`), seeded from `NODE_SCRIPTS`. */
type NodeScript = ReturnType<typeof db.nodeScript.getAll>[number];

const libraryScripts = (): NodeScript[] => db.nodeScript.getAll().sort((a, b) => a.position - b.position);

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long an invite can be accepted, from when it was (last) sent. */
const INVITE_VALID_DAYS = 7;

function requester(userId: number | null): Requester | null {
  if (userId === null) return null;
  const user = db.user.findFirst({ where: { id: { equals: userId } } });
  return user ? { id: user.id, name: user.name } : null;
}

/** Nothing reaches a node that is down or rebooting. */
function reachableOrFail(node: NodeRow, what: string): void {
  if (node.rebooting_until !== null) throw conflict(`${node.alias} is rebooting, so ${what}. Try again once it is back.`);
  if (!node.online) throw conflict(`${node.alias} is offline, so ${what}. Try again once it is back.`);
}

/** One page of rows with Laravel's paginator meta. */
function paginate<Row, Out>(url: URL, rows: Row[], map: (row: Row) => Out, perPageDefault = 25) {
  const perPage = intQuery(url, 'perpage', perPageDefault, { max: 100 });
  const total = rows.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const page = intQuery(url, 'page', 1);
  return { data: rows.slice((page - 1) * perPage, page * perPage).map(map), meta: { current_page: page, last_page: lastPage, per_page: perPage, total } };
}

const direction = (url: URL): 1 | -1 => (url.searchParams.get('sortDirection') === 'asc' ? 1 : -1);

function sortColumn<Key extends string>(url: URL, keys: readonly Key[], fallback: Key): Key {
  return keys.find((key) => key === url.searchParams.get('sortColumn')) ?? fallback;
}

const processesOf = (nodeId: number): ProcessRow[] => db.process.getAll().filter((process) => process.node_id === nodeId);

const byNewest = (a: ProcessRow, b: ProcessRow): number => b.created_at.localeCompare(a.created_at) || b.id - a.id;

// ---------------------------------------------------------------- scripts

function lastRun(node: NodeRow, script: NodeScript): ProcessRow | null {
  return processesOf(node.id).filter((process) => process.command === script.command).sort(byNewest)[0] ?? null;
}

/** Removes the images no container uses that were pulled over a week ago; answers what `docker system prune` prints. */
function pruneImages(node: NodeRow): string {
  const used = new Set(nodeContainers(node).map((container) => container.image));
  const weekAgo = now() - 7 * DAY_MS;
  const pruned = imagesOf(node).filter((image) => !used.has(referenceOf(image)) && Date.parse(image.pulled_at ?? image.created_at) < weekAgo);
  for (const image of pruned) db.nodeImage.delete({ where: { id: { equals: image.id } } });
  if (pruned.length === 0) return 'Total reclaimed space: 0B';
  const reclaimed = pruned.reduce((total, image) => total + image.size_bytes, 0);
  return ['Deleted Images:', ...pruned.map((image) => `untagged: ${referenceOf(image)}`), '', `Total reclaimed space: ${(reclaimed / 1e9).toFixed(3)}GB`].join('\n');
}

/** What the script prints on this node, and whether it succeeded. */
function runScript(node: NodeRow, script: NodeScript): { result: string; success: boolean } {
  const runs = processesOf(node.id).filter((process) => process.command === script.command).length;
  const jitter = (what: string, range: number) => hashPick(`${node.id}:${script.id}:${runs}:${what}`, range);
  switch (script.id) {
    case 'load-average': {
      const base = (Math.max(node.cpu_percent, 4) / 100) * 32;
      const loads = [0, 1, 2].map((index) => (base * (1 - index * 0.04) + jitter(`load${index}`, 60) / 100).toFixed(2));
      return { result: `${loads.join(' ')} ${2 + jitter('running', 9)}/${1100 + jitter('tasks', 900)} ${3_000_000 + jitter('pid', 900_000)}`, success: true };
    }
    case 'media-disk-usage': {
      const used = Math.round((44 * node.disk_percent) / 100);
      return { result: `/dev/md0         44T   ${used}T   ${44 - used}T  ${node.disk_percent}% /mnt/media`, success: true };
    }
    case 'docker-errors': {
      if (!node.mounts_failing) return { result: '', success: true };
      const at = new Date(now() - 4 * 60_000).toISOString();
      const stamp = at.slice(0, 19).replace('T', ' ');
      return { result: `${stamp} ${node.alias} dockerd[1184]: time="${at}" level=error msg="restarting container" container=rclone error="exit status 1: mount helper error: fusermount3: mountpoint is not empty"`, success: true };
    }
    case 'clear-transcodes':
      return { result: String(40 + jitter('files', 2400)), success: true };
    case 'prune-images':
      return { result: pruneImages(node), success: true };
    case 'scrub-pool':
      // Only the Amsterdam node keeps its media on ZFS; the others use mdraid.
      return node.id === 3 ? { result: '', success: true } : { result: "cannot open 'media': no such pool", success: false };
    default:
      return { result: '', success: true };
  }
}

function toScript(node: NodeRow, script: NodeScript): Schemas['AdminNodeScript'] {
  const run = lastRun(node, script);
  return { id: script.id, name: script.name, description: script.description, command: script.command, disruptive: script.disruptive, last_run: run ? toProcess(run) : null };
}

// ---------------------------------------------------------------- reboots

/**
 * The reboots the node's log knows: a reboot asked for through `GET /api/admin/nodes/{id}/restart`
 * leaves a process, which becomes a reboot here (that call records no requester); and one under
 * way ends once the node is back.
 */
function syncReboots(node: NodeRow): void {
  const known = new Set(db.nodeReboot.getAll().flatMap((row) => (row.process_id === null ? [] : [row.process_id])));
  const processes = processesOf(node.id).filter((process) => process.command === 'sudo systemctl reboot' && !known.has(process.id)).sort((a, b) => a.id - b.id);
  const newest = processes.at(-1);
  for (const process of processes) {
    const underWay = process === newest && node.rebooting_until !== null;
    db.nodeReboot.create({
      id: nextId('nodeReboot'),
      node_id: node.id,
      requested_by: null,
      reason: null,
      started_at: process.created_at,
      // While it reboots: when it is expected back.
      back_online_at: underWay ? node.rebooting_until : null,
      outcome: underWay ? 'in-progress' : 'completed',
      process_id: process.id,
    });
  }
  if (node.rebooting_until !== null) return;
  for (const row of db.nodeReboot.getAll()) {
    if (row.node_id !== node.id || row.outcome !== 'in-progress') continue;
    const back = row.back_online_at && isPast(row.back_online_at) ? row.back_online_at : isoNow();
    db.nodeReboot.update({ where: { id: { equals: row.id } }, data: { outcome: 'completed', back_online_at: back } });
  }
}

const REBOOT_OUTCOMES: readonly RebootOutcome[] = ['completed', 'timed-out', 'in-progress'];
const asOutcome = (value: string): RebootOutcome => REBOOT_OUTCOMES.find((outcome) => outcome === value) ?? 'completed';

function rebootDuration(row: RebootRow): number | null {
  if (row.outcome === 'in-progress' || row.back_online_at === null) return null;
  return Math.max(0, Math.round((Date.parse(row.back_online_at) - Date.parse(row.started_at)) / 1000));
}

function toReboot(row: RebootRow): Schemas['AdminNodeReboot'] {
  const inProgress = row.outcome === 'in-progress';
  return {
    id: row.id,
    requested_by: requester(row.requested_by),
    reason: row.reason,
    started_at: row.started_at,
    back_online_at: inProgress ? null : row.back_online_at,
    duration_seconds: rebootDuration(row),
    outcome: asOutcome(row.outcome),
  };
}

const REBOOT_SORTS = {
  started_at: (a: RebootRow, b: RebootRow) => a.started_at.localeCompare(b.started_at),
  duration: (a: RebootRow, b: RebootRow) => (rebootDuration(a) ?? Number.MAX_SAFE_INTEGER) - (rebootDuration(b) ?? Number.MAX_SAFE_INTEGER),
} as const;

// ---------------------------------------------------------------- extractions

const TAR_EXTRACT = /^tar -x\S* (.+) -C (.+)$/;

/**
 * The extractions the node's log knows: `POST /api/admin/nodes/{id}/extract-tar` leaves a process
 * (with no requester), which becomes an extraction here; and one that was running has finished once
 * its time has come.
 */
function syncExtractions(node: NodeRow): void {
  const known = new Set(db.nodeExtraction.getAll().flatMap((row) => (row.process_id === null ? [] : [row.process_id])));
  for (const process of processesOf(node.id).sort((a, b) => a.id - b.id)) {
    const match = TAR_EXTRACT.exec(process.command);
    if (!match || known.has(process.id)) continue;
    const [, archive = '', target = ''] = match;
    const finished = Date.parse(process.created_at);
    db.nodeExtraction.create({
      id: nextId('nodeExtraction'),
      node_id: node.id,
      archive,
      target,
      size_bytes: 50_000_000 + hashPick(`archive:${archive}`, 8_000) * 1_000_000,
      status: process.success ? 'completed' : 'failed',
      started_at: new Date(finished - process.time * 1000).toISOString(),
      finished_at: process.created_at,
      requested_by: null,
      error: process.success ? null : process.result,
      process_id: process.id,
    });
  }
  for (const row of db.nodeExtraction.getAll()) {
    if (row.node_id === node.id && row.status === 'running' && isPast(row.finished_at)) {
      db.nodeExtraction.update({ where: { id: { equals: row.id } }, data: { status: 'completed' } });
    }
  }
}

const EXTRACTION_STATUSES: readonly ExtractionStatus[] = ['running', 'completed', 'failed'];
const asExtractionStatus = (value: string): ExtractionStatus => EXTRACTION_STATUSES.find((status) => status === value) ?? 'completed';

function toExtraction(row: ExtractionRow): Schemas['AdminNodeExtraction'] {
  const status = asExtractionStatus(row.status);
  return {
    id: row.id,
    archive: row.archive,
    target: row.target,
    size_bytes: row.size_bytes,
    status,
    started_at: row.started_at,
    // While it runs, the row holds when it will have finished: not something to answer yet.
    finished_at: status === 'running' ? null : row.finished_at,
    requested_by: requester(row.requested_by),
    error: row.error,
    process_id: row.process_id,
  };
}

const EXTRACTION_SORTS = {
  started_at: (a: ExtractionRow, b: ExtractionRow) => a.started_at.localeCompare(b.started_at),
  size: (a: ExtractionRow, b: ExtractionRow) => (a.size_bytes ?? 0) - (b.size_bytes ?? 0),
  archive: (a: ExtractionRow, b: ExtractionRow) => a.archive.localeCompare(b.archive),
} as const;

// ---------------------------------------------------------------- images

const referenceOf = (image: Pick<ImageRow, 'repository' | 'tag'>): string => `${image.repository}:${image.tag}`;

const imagesOf = (node: NodeRow): ImageRow[] => db.nodeImage.getAll().filter((image) => image.node_id === node.id);

/** Every image a container of the node runs is on the node: the ones not listed yet join, as Docker describes them. */
function ensureUsedImages(node: NodeRow): void {
  const held = new Set(imagesOf(node).map(referenceOf));
  const wanted = [...new Set(nodeContainers(node).map((container) => container.image))].sort();
  for (const reference of wanted) {
    if (held.has(reference)) continue;
    const { repository, tag, sizeBytes, builtDaysAgo } = describeImage(reference);
    const built = Date.parse(ago({ days: builtDaysAgo }));
    // Pulled the day after it was built, or when the node was set up if that came later.
    const pulled = Math.min(now(), Math.max(built + DAY_MS, Date.parse(node.created_at)));
    db.nodeImage.create({
      id: nextId('nodeImage'),
      node_id: node.id,
      repository,
      tag,
      size_bytes: sizeBytes,
      created_at: new Date(built).toISOString(),
      pulled_at: new Date(pulled).toISOString(),
    });
  }
}

function toImage(image: ImageRow, containers: AdminContainer[]): Schemas['AdminNodeImage'] {
  const reference = referenceOf(image);
  return {
    id: image.id,
    image_id: shortImageId(image.repository, image.tag),
    repository: image.repository,
    tag: image.tag,
    size_bytes: image.size_bytes,
    created_at: image.created_at,
    pulled_at: image.pulled_at,
    containers: containers.filter((container) => container.image === reference).map((container) => ({ id: container.id, name: container.name })),
  };
}

function imageOrFail(node: NodeRow, id: number): ImageRow {
  const image = imagesOf(node).find((candidate) => candidate.id === id);
  if (!image) throw notFound('Image not found.');
  return image;
}

// ---------------------------------------------------------------- containers

/** The media servers of a node by id: a container's published ports count up from the base port by this position. */
function positionOnNode(server: ServerRow): number {
  return db.server
    .getAll()
    .filter((candidate) => candidate.node_id === server.node_id)
    .sort((a, b) => a.id - b.id)
    .findIndex((candidate) => candidate.id === server.id);
}

type Port = NonNullable<ContainerDetail['ports']>[number];
type Volume = NonNullable<ContainerDetail['volumes']>[number];

function mediaPorts(server: ServerRow): Port[] {
  const offset = Math.max(0, positionOnNode(server));
  if (server.type === 'plex') {
    return [
      { container_port: 32400, host_port: 32400 + offset, protocol: 'tcp' },
      { container_port: 1900, host_port: null, protocol: 'udp' },
      { container_port: 32469, host_port: null, protocol: 'tcp' },
    ];
  }
  return [
    { container_port: 8096, host_port: 8096 + offset * 10, protocol: 'tcp' },
    { container_port: 8920, host_port: 8920 + offset, protocol: 'tcp' },
    ...(server.type === 'jellyfin' ? [{ container_port: 7359, host_port: null, protocol: 'udp' } as const] : []),
  ];
}

function mediaVolumes(server: ServerRow): Volume[] {
  const stack = stackPath(server);
  return [
    { source: `${stack}/config`, destination: '/config', read_only: false },
    { source: `/mnt/gdrive/${containerName(server)}`, destination: '/data', read_only: true },
    { source: `${stack}/cache/transcodes`, destination: '/transcode', read_only: false },
  ];
}

const MEDIA_ENV: Record<string, string[]> = {
  plex: ['PUID', 'PGID', 'TZ', 'VERSION', 'PLEX_CLAIM', 'ADVERTISE_IP'],
  emby: ['PUID', 'PGID', 'TZ', 'UMASK'],
  jellyfin: ['PUID', 'PGID', 'TZ', 'JELLYFIN_PublishedServerUrl'],
};

const DOCKER_SOCKET: Volume = { source: '/var/run/docker.sock', destination: '/var/run/docker.sock', read_only: true };

const SYSTEM_SETUP: Record<string, { ports: Port[]; volumes: Volume[]; env: string[] }> = {
  traefik: {
    ports: [
      { container_port: 80, host_port: 80, protocol: 'tcp' },
      { container_port: 443, host_port: 443, protocol: 'tcp' },
      { container_port: 8080, host_port: null, protocol: 'tcp' },
    ],
    volumes: [DOCKER_SOCKET, { source: '/opt/mediadock/traefik/acme.json', destination: '/acme.json', read_only: false }],
    env: ['CF_DNS_API_TOKEN', 'TRAEFIK_CERTIFICATESRESOLVERS_LE_ACME_EMAIL'],
  },
  'portainer-agent': {
    ports: [{ container_port: 9001, host_port: 9001, protocol: 'tcp' }],
    volumes: [{ ...DOCKER_SOCKET, read_only: false }, { source: '/var/lib/docker/volumes', destination: '/var/lib/docker/volumes', read_only: false }],
    env: ['AGENT_SECRET', 'AGENT_CLUSTER_ADDR'],
  },
  rclone: {
    ports: [],
    volumes: [
      { source: '/opt/mediadock/rclone', destination: '/config/rclone', read_only: true },
      { source: '/mnt/gdrive', destination: '/mnt/gdrive', read_only: false },
    ],
    env: ['RCLONE_CONFIG_PASS', 'RCLONE_VFS_CACHE_MODE', 'RCLONE_CACHE_DIR'],
  },
  'node-exporter': {
    ports: [{ container_port: 9100, host_port: 9100, protocol: 'tcp' }],
    volumes: [
      { source: '/proc', destination: '/host/proc', read_only: true },
      { source: '/sys', destination: '/host/sys', read_only: true },
      { source: '/', destination: '/rootfs', read_only: true },
    ],
    env: [],
  },
  watchtower: {
    ports: [],
    volumes: [DOCKER_SOCKET],
    env: ['WATCHTOWER_CLEANUP', 'WATCHTOWER_SCHEDULE', 'WATCHTOWER_NOTIFICATION_URL'],
  },
};

/**
 * When the running container last started: after the node's last reboot or Docker update, or its
 * own latest start, restart or re-creation, whichever came last.
 */
function startedAt(node: NodeRow, container: AdminContainer): string | null {
  if (container.status !== 'running') return null;
  const update = (db.nodeScript.findFirst({ where: { id: { equals: 'update-docker' } } }) ?? NODE_SCRIPTS.find((script) => script.id === 'update-docker'))?.command;
  const name = container.name;
  const startsIt = (command: string) =>
    command === update ||
    command === `docker start ${name}` ||
    new RegExp(`^docker restart (--time \\d+ )?${name}$`).test(command) ||
    (command.startsWith('docker compose ') && command.includes(' up ') && command.includes(`/${name} `));
  const starts = processesOf(node.id)
    .filter((process) => process.success && startsIt(process.command))
    .map((process) => Date.parse(process.created_at));
  if (node.last_reboot_at) starts.push(Date.parse(node.last_reboot_at) + 40_000 + hashPick(`boot:${container.id}`, 30) * 1000);
  if (container.created_at) starts.push(Date.parse(container.created_at));
  return starts.length ? new Date(Math.min(now(), Math.max(...starts))).toISOString() : null;
}

/** How often the restart policy restarted it: rarely, except rclone while a mount keeps failing. */
function restartCount(node: NodeRow, container: AdminContainer): number {
  if (container.name === 'rclone' && node.mounts_failing) return 37 + hashPick(`restarts:${node.id}`, 20);
  return hashPick(`restarts:${container.id}`, 7) === 0 ? 1 + hashPick(`more:${container.id}`, 3) : 0;
}

const LOG_LINES: Record<string, [stream: 'stdout' | 'stderr', line: string][]> = {
  plex: [
    ['stdout', '[custom-init] No custom files found, skipping...'],
    ['stdout', 'Starting Plex Media Server. . . (you can ignore the libusb_init error)'],
    ['stderr', 'Critical: libusb_init failed'],
    ['stdout', '[ls.io-init] done.'],
    ['stdout', 'Connection to plex.tv established, server is published'],
    ['stdout', 'Scanner: Scanning section 1 (Movies): 3 new items'],
    ['stdout', 'Transcoder: session started (1080p HEVC → 720p H.264, 4 Mbps)'],
    ['stdout', 'Transcoder: session ended after 42 minutes'],
    ['stdout', 'Library: refreshed metadata of 12 items in TV Shows'],
    ['stdout', 'Butler: optimising the database'],
  ],
  emby: [
    ['stdout', '[ls.io-init] done.'],
    ['stdout', 'Info App: Emby Server Version: 4.8.10.0'],
    ['stdout', 'Info App: Starting entry point Emby.Server.Implementations.EntryPoints.ServerEventNotifier'],
    ['stdout', 'Info HttpServer: HttpServer started on port 8096'],
    ['stdout', 'Info LibraryMonitor: Watching directory /data/Movies'],
    ['stderr', 'Warn ChannelManager: Error getting channel content: The operation has timed out.'],
    ['stdout', 'Info TaskManager: Scan media library Completed after 1 minute(s) and 12 seconds'],
    ['stdout', 'Info SessionManager: Playback started by Ravi on Android TV'],
    ['stdout', 'Info SessionManager: Playback stopped by Ravi on Android TV'],
  ],
  jellyfin: [
    ['stdout', '[ls.io-init] done.'],
    ['stdout', '[INF] Jellyfin version: 10.10.3'],
    ['stdout', '[INF] Kestrel is listening on 0.0.0.0'],
    ['stdout', '[INF] Startup complete 0:00:07.8184621'],
    ['stdout', '[INF] Executing Scan Media Library'],
    ['stderr', '[WRN] Slow HTTP Response from http://10.0.4.12:8096/Items/Latest to 10.0.4.12 in 0:00:02.1307425 with Status Code 200'],
    ['stdout', '[INF] Scan Media Library Completed after 1 minute(s) and 3 seconds'],
    ['stdout', '[INF] Playback session started on Jellyfin Web'],
  ],
  traefik: [
    ['stdout', 'level=info msg="Configuration loaded from flags."'],
    ['stdout', 'level=info msg="Starting provider *docker.Provider"'],
    ['stdout', 'level=info msg="Starting provider *acme.ChallengeTLSALPN"'],
    ['stderr', 'level=warning msg="No domain found in rule PathPrefix(`/`), the TLS options applied for this router will depend on the SNI of each request"'],
    ['stdout', 'level=info msg="Renewing certificates of 3 domains"'],
  ],
  'portainer-agent': [
    ['stdout', '[INFO] [main] [message: Agent running on Docker platform]'],
    ['stdout', '[INFO] [http] [server_addr: 0.0.0.0] [server_port: 9001] [message: Starting Agent API server]'],
  ],
  rclone: [
    ['stdout', 'NOTICE: vfs cache: cleaned: objects 412 (was 418) in use 0, to upload 0, uploading 0, total size 48.211Gi'],
    ['stdout', 'INFO  : vfs cache RemoveNotInUse (maxAge=3600000000000, emptyOnly=false): item Movies removed'],
  ],
  'node-exporter': [
    ['stdout', 'level=info msg="Starting node_exporter" version="(version=1.8.2)"'],
    ['stdout', 'level=info msg="Listening on" address=[::]:9100'],
  ],
  watchtower: [
    ['stdout', 'level=info msg="Watchtower 1.7.1"'],
    ['stdout', 'level=info msg="Scheduling first run: 04:00:00 UTC"'],
    ['stdout', 'level=info msg="Session done" Failed=0 Scanned=5 Updated=0'],
  ],
};

const FAILING_MOUNT_LINES: [stream: 'stdout' | 'stderr', line: string][] = [
  ['stderr', 'ERROR : mount helper error: fusermount3: mountpoint is not empty'],
  ['stderr', 'CRITICAL: Fatal error: failed to mount FUSE fs: fusermount: exit status 1'],
];

/** Its latest log lines, oldest first: from its start on while it runs, else up to when it stopped. */
function logsOf(node: NodeRow, container: AdminContainer, started: string | null): NonNullable<ContainerDetail['logs']> {
  const server = containerServer(container);
  const kind = server ? serverType(server) : container.name;
  const lines = container.name === 'rclone' && node.mounts_failing ? FAILING_MOUNT_LINES : (LOG_LINES[kind] ?? []);
  const end = started ? now() : Date.parse(ago({ hours: 2 + hashPick(`stopped:${container.id}`, 20) }));
  const begin = started ? Math.max(Date.parse(started), end - 6 * 60 * 60 * 1000) : end - 60 * 60 * 1000;
  const step = lines.length > 1 ? (end - begin) / lines.length : 0;
  return lines.map(([stream, line], index) => ({ at: new Date(Math.round(begin + step * index + (index === 0 ? 1000 : 0))).toISOString(), stream, line }));
}

// ---------------------------------------------------------------- invites

function inviteDelivery(invite: InviteRow) {
  return db.inviteDelivery.findFirst({ where: { invite_id: { equals: invite.id } } });
}

function inviteExpiry(invite: InviteRow): string | null {
  if (invite.status !== 'pending' || !invite.created_at) return null;
  const sent = inviteDelivery(invite)?.resent_at ?? invite.created_at;
  return new Date(Date.parse(sent) + INVITE_VALID_DAYS * DAY_MS).toISOString();
}

/** A pending invite that was not accepted in time has expired. */
function inviteStatus(invite: InviteRow): string {
  const expires = inviteExpiry(invite);
  return expires && isPast(expires) ? 'expired' : (invite.status ?? 'pending');
}

/** The libraries the server's owner shares with the person: as they set them for that e-mail address, else every one (how Plex shares by default). */
function inviteLibraries(invite: InviteRow, server: ServerRow): { id: number; name: string }[] {
  const libraries = db.library.getAll().filter((library) => library.server_id === server.id);
  const email = invite.email.toLowerCase();
  const person = email ? db.sharedUser.getAll().find((candidate) => candidate.owner_id === server.user_id && candidate.email.toLowerCase() === email) : undefined;
  const access = person ? db.sharedUserAccess.getAll().find((candidate) => candidate.shared_user_id === person.id && candidate.server_id === server.id) : undefined;
  const chosen = access ? libraries.filter((library) => access.library_ids.includes(library.id)) : libraries;
  return chosen.map((library) => ({ id: library.id, name: library.name }));
}

function toContainerInvite(invite: InviteRow, server: ServerRow): ContainerInvite {
  const email = invite.email.toLowerCase();
  const person = email ? db.sharedUser.getAll().find((candidate) => candidate.owner_id === server.user_id && candidate.email.toLowerCase() === email) : undefined;
  return {
    id: invite.id,
    email: invite.email || null,
    username: invite.username,
    name: person?.name ?? null,
    status: inviteStatus(invite),
    libraries: inviteLibraries(invite, server),
    created_at: invite.created_at,
    expires_at: inviteExpiry(invite),
    resent_at: inviteDelivery(invite)?.resent_at ?? null,
    invited_by: requester(server.user_id),
    server: { id: server.id, name: server.name, type: serverType(server) },
  };
}

function serverInvites(server: ServerRow): InviteRow[] {
  return db.invite
    .getAll()
    .filter((invite) => invite.server_id === server.id)
    .sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? '') || b.id - a.id);
}

function toContainerDetail(node: NodeRow, container: AdminContainer): ContainerDetail {
  const server = containerServer(container);
  const started = startedAt(node, container);
  const setup = server ? { ports: mediaPorts(server), volumes: mediaVolumes(server), env: MEDIA_ENV[server.type] ?? [] } : (SYSTEM_SETUP[container.name] ?? { ports: [], volumes: [], env: [] });
  return {
    ...container,
    node: { id: node.id, name: node.alias },
    server: server ? { id: server.id, name: server.name, type: serverType(server), status: toServer(server).status } : null,
    ports: setup.ports,
    volumes: setup.volumes,
    env: setup.env,
    restart_count: restartCount(node, container),
    started_at: started,
    invites: server ? serverInvites(server).map((invite) => toContainerInvite(invite, server)) : null,
    logs: logsOf(node, container, started),
  };
}

function inviteOrFail(node: NodeRow, containerId: number, inviteId: number): { invite: InviteRow; server: ServerRow } {
  const server = containerServer(containerOrFail(node, containerId));
  const invite = server ? db.invite.findFirst({ where: { id: { equals: inviteId } } }) : null;
  if (!server || !invite || invite.server_id !== server.id) throw notFound('Invite not found.');
  return { invite, server };
}

const inviteeOf = (invite: InviteRow): string => invite.email || invite.username || `#${invite.id}`;

const CONTAINER_ACTIONS = ['start', 'stop', 'restart'] as const;
type ContainerAction = (typeof CONTAINER_ACTIONS)[number];

const UNDER_WAY: Record<ContainerAction, string> = { start: 'is starting', stop: 'is stopping', restart: 'is restarting' };

export const adminNodePageHandlers = [
  route('get', '/api/admin/nodes/{id}/scripts')(({ request, params }) => {
    requireAdmin(request);
    const node = nodeOrFail(intParam(params, 'id'));
    return { success: true, data: libraryScripts().map((script) => toScript(node, script)) };
  }),

  route('post', '/api/admin/nodes/{id}/scripts/{script}/run')(({ request, params }) => {
    requireAdmin(request);
    const node = nodeOrFail(intParam(params, 'id'));
    const script = libraryScripts().find((candidate) => candidate.id === params.script);
    if (!script) throw notFound('Script not found.');
    reachableOrFail(node, 'the script cannot run');
    const { result, success } = runScript(node, script);
    const [process] = recordRun(node.id, [{ command: script.command, result, success, time: script.time }]);
    if (!process) throw notFound('Script not found.');
    return {
      success: true,
      message: success ? `${script.name} ran on ${node.alias}.` : `${script.name} failed on ${node.alias}.`,
      data: toProcess(process),
    };
  }),

  route('get', '/api/admin/nodes/{id}/reboots')(({ request, params, url }) => {
    requireAdmin(request);
    const node = nodeOrFail(intParam(params, 'id'));
    syncReboots(node);
    const outcome = url.searchParams.get('outcome');
    const column = sortColumn(url, Object.keys(REBOOT_SORTS) as (keyof typeof REBOOT_SORTS)[], 'started_at');
    const order = direction(url);
    const rows = db.nodeReboot
      .getAll()
      .filter((row) => row.node_id === node.id && (!outcome || row.outcome === outcome))
      .sort((a, b) => order * (REBOOT_SORTS[column](a, b) || a.id - b.id));
    return { success: true, ...paginate(url, rows, toReboot) };
  }),

  route('get', '/api/admin/nodes/{id}/extractions')(({ request, params, url }) => {
    requireAdmin(request);
    const node = nodeOrFail(intParam(params, 'id'));
    syncExtractions(node);
    const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
    const status = url.searchParams.get('status');
    const column = sortColumn(url, Object.keys(EXTRACTION_SORTS) as (keyof typeof EXTRACTION_SORTS)[], 'started_at');
    const order = direction(url);
    const rows = db.nodeExtraction
      .getAll()
      .filter((row) => row.node_id === node.id && (!status || row.status === status))
      .filter((row) => !search || row.archive.toLowerCase().includes(search) || row.target.toLowerCase().includes(search))
      .sort((a, b) => order * (EXTRACTION_SORTS[column](a, b) || a.id - b.id));
    return { success: true, ...paginate(url, rows, toExtraction) };
  }),

  route('get', '/api/admin/nodes/{id}/images')(({ request, params }) => {
    requireAdmin(request);
    const node = nodeOrFail(intParam(params, 'id'));
    ensureUsedImages(node);
    const containers = nodeContainers(node);
    const images = imagesOf(node).sort((a, b) => a.repository.localeCompare(b.repository) || b.created_at.localeCompare(a.created_at) || a.id - b.id);
    return { success: true, data: images.map((image) => toImage(image, containers)) };
  }),

  route('post', '/api/admin/nodes/{id}/images/pull')(({ request, params, body }) => {
    requireAdmin(request);
    const node = nodeOrFail(intParam(params, 'id'));
    validate(body, { image: ['required', 'string', 'max:255', regex(IMAGE_REFERENCE)] });
    reachableOrFail(node, 'nothing can be pulled onto it');
    ensureUsedImages(node);
    const { repository, tag } = parseImageReference(str(body.image));
    const reference = `${repository}:${tag}`;
    const held = imagesOf(node).find((image) => referenceOf(image) === reference);
    const digest = sha256(`digest:${reference}`);
    const name = repository.replace(/^[^/]+\.[^/]+\//, '');
    const image = held
      ? (db.nodeImage.update({ where: { id: { equals: held.id } }, data: { pulled_at: isoNow() } }) ?? held)
      : (() => {
          const { sizeBytes, builtDaysAgo } = describeImage(reference);
          return db.nodeImage.create({
            id: nextId('nodeImage'),
            node_id: node.id,
            repository,
            tag,
            size_bytes: sizeBytes,
            created_at: ago({ days: builtDaysAgo }),
            pulled_at: isoNow(),
          });
        })();
    recordRun(node.id, [
      {
        command: `docker pull ${reference}`,
        result: `${tag}: Pulling from ${name}\nDigest: sha256:${digest}\nStatus: ${held ? `Image is up to date for ${reference}` : `Downloaded newer image for ${reference}`}`,
        time: held ? 1.9 : 14.6,
      },
    ]);
    return {
      success: true,
      message: held ? `${reference} is up to date on ${node.alias}.` : `${reference} has been pulled onto ${node.alias}.`,
      data: toImage(image, nodeContainers(node)),
    };
  }),

  route('delete', '/api/admin/nodes/{id}/images/{image}')(({ request, params }) => {
    requireAdmin(request);
    const node = nodeOrFail(intParam(params, 'id'));
    const image = imageOrFail(node, intParam(params, 'image'));
    const reference = referenceOf(image);
    const users = nodeContainers(node).filter((container) => container.image === reference);
    if (users.length > 0) {
      const names = users.map((container) => container.name).join(', ');
      throw conflict(`${reference} is used by ${users.length === 1 ? 'a container' : `${users.length} containers`} (${names}). Remove ${users.length === 1 ? 'it' : 'them'} first.`);
    }
    reachableOrFail(node, 'nothing can be removed from it');
    recordRun(node.id, [{ command: `docker rmi ${reference}`, result: `Untagged: ${reference}\nDeleted: sha256:${sha256(`digest:${reference}`)}`, time: 0.8 }]);
    db.nodeImage.delete({ where: { id: { equals: image.id } } });
    return { success: true, message: `${reference} has been removed from ${node.alias}.` };
  }),

  route('get', '/api/admin/nodes/{id}/containers/{container}')(({ request, params }) => {
    requireAdmin(request);
    const node = nodeOrFail(intParam(params, 'id'));
    return { success: true, data: toContainerDetail(node, containerOrFail(node, intParam(params, 'container'))) };
  }),

  route('post', '/api/admin/nodes/{id}/containers/{container}/{action}')(({ request, params }) => {
    requireAdmin(request);
    const node = nodeOrFail(intParam(params, 'id'));
    const container = containerOrFail(node, intParam(params, 'container'));
    const action = CONTAINER_ACTIONS.find((candidate) => candidate === params.action);
    if (!action) throw notFound();
    reachableOrFail(node, `${container.name} cannot be reached`);
    const server = containerServer(container);
    if (server) {
      runServerAction(server, action);
    } else {
      if (action !== 'restart') throw conflict(`${container.name} is one of the platform’s own containers: it can only be restarted.`);
      recordRun(node.id, [{ command: `docker restart --time 10 ${container.name}`, result: container.name, time: 3.4 }]);
    }
    const message = server ? `${container.name} ${UNDER_WAY[action]}.` : `${container.name} has been restarted.`;
    return { success: true, message, data: toContainerDetail(nodeOrFail(node.id), containerOrFail(node, container.id)) };
  }),

  route('get', '/api/admin/nodes/{id}/containers/{container}/invites/{invite}')(({ request, params }) => {
    requireAdmin(request);
    const node = nodeOrFail(intParam(params, 'id'));
    const { invite, server } = inviteOrFail(node, intParam(params, 'container'), intParam(params, 'invite'));
    return { success: true, data: toContainerInvite(invite, server) };
  }),

  route('post', '/api/admin/nodes/{id}/containers/{container}/invites/{invite}/revoke')(({ request, params }) => {
    requireAdmin(request);
    const node = nodeOrFail(intParam(params, 'id'));
    const { invite, server } = inviteOrFail(node, intParam(params, 'container'), intParam(params, 'invite'));
    if (invite.status === 'revoked') throw conflict(`The invite to ${inviteeOf(invite)} has been revoked already.`);
    const revoked = db.invite.update({ where: { id: { equals: invite.id } }, data: { status: 'revoked' } }) ?? invite;
    return { success: true, message: `The invite to ${inviteeOf(invite)} has been revoked.`, data: toContainerInvite(revoked, server) };
  }),

  route('post', '/api/admin/nodes/{id}/containers/{container}/invites/{invite}/resend')(({ request, params }) => {
    requireAdmin(request);
    const node = nodeOrFail(intParam(params, 'id'));
    const { invite, server } = inviteOrFail(node, intParam(params, 'container'), intParam(params, 'invite'));
    const status = inviteStatus(invite);
    if (status !== 'pending' && status !== 'expired') {
      const why = status === 'accepted' ? 'has been accepted' : status === 'revoked' ? 'has been revoked' : status === 'declined' ? 'was declined' : `is ${status}`;
      throw conflict(`The invite to ${inviteeOf(invite)} ${why}, so it cannot be sent again.`);
    }
    if (!invite.email) throw conflict('This invite has no e-mail address to send it to.');
    const delivery = inviteDelivery(invite);
    if (delivery) db.inviteDelivery.update({ where: { invite_id: { equals: invite.id } }, data: { resent_at: isoNow(), resends: delivery.resends + 1 } });
    else db.inviteDelivery.create({ invite_id: invite.id, resent_at: isoNow(), resends: 1 });
    const sent = inviteeOf(invite);
    return { success: true, message: `The invite has been sent to ${sent} again. It can be accepted for ${INVITE_VALID_DAYS} days.`, data: toContainerInvite(invite, server) };
  }),
];
