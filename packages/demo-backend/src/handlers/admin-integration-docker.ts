import type { components } from '@portal/api-client';
import { APP_SETTINGS_ID } from '#db/app-management/seed.ts';
import { db, type NodeRow } from '#db/database.ts';
import { nextId } from '#db/ids.ts';
import { describeImage } from '#db/node-pages/catalog.ts';
import { ago, isoNow } from '#lib/clock.ts';
import { sha256 } from '#lib/crypto.ts';
import { notFound, validationFailed } from '#lib/http-error.ts';
import { intParam, intQuery, route } from '#lib/route.ts';
import type { Input } from '#lib/validation.ts';
import { requireAdmin } from '#model/auth.ts';
import { nodeContainers } from '#model/containers.ts';
import { recordIntegrationCheck } from '#model/integrations.ts';
import { recordRun, toProcess } from '#model/processes.ts';

type Schemas = components['schemas'];
type DockerService = Schemas['AdminDockerService'];
type DockerImage = Schemas['AdminDockerImage'];
type ServerType = Schemas['ServerType'];
type ServiceRow = ReturnType<typeof db.dockerService.getAll>[number];
type ImageRow = ReturnType<typeof db.dockerImage.getAll>[number];

const SERVER_TYPES: readonly ServerType[] = ['plex', 'emby', 'jellyfin'];
const MEDIA_NAMES: Record<ServerType, string> = { plex: 'Plex', emby: 'Emby', jellyfin: 'Jellyfin' };

/** An environment variable's name as a shell accepts it; the platform writes them in upper case. */
const ENV_KEY = /^[A-Z_][A-Z0-9_]*$/;
/** `[ip:]host:container[/tcp|udp]` or a bare container port. */
const PORT = /^(?:(?:\d{1,3}(?:\.\d{1,3}){3}:)?\d{1,5}:)?\d{1,5}(?:\/(?:tcp|udp))?$/;
/** `source:target[:options]`, the source an absolute path or a named volume, the target absolute. */
const VOLUME = /^(?:\/[^\s:]*|[A-Za-z0-9][A-Za-z0-9_.-]*):\/[^\s:]*(?::(?:ro|rw|shared|slave|z|Z|cached|delegated)(?:,(?:ro|rw|shared|slave|z|Z))*)?$/;
const REPOSITORY =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?\/)?[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*(?:\/[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*)*$/;
const IMAGE_TAG = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/;

/** What the registries answer as each repository's newest tag (an unknown one: the tag in use). */
const NEWEST_TAGS: Record<string, string> = {
  'lscr.io/linuxserver/plex': '1.41.4',
  'lscr.io/linuxserver/emby': '4.8.11',
  'lscr.io/linuxserver/jellyfin': '10.10.5',
  'ghcr.io/tautulli/tautulli': 'v2.15.1',
  'containrrr/watchtower': '1.7.1',
  'rclone/rclone': '1.69.0',
  'meta-manager/plex-meta-manager': 'v1.21.1',
  'sctx/overseerr': '1.33.2',
  'fallenbagel/jellyseerr': '2.3.0',
  'hrfee/jfa-go': '0.5.1',
  'golift/notifiarr': '0.8.3',
  'cloudb0x/autoscan': '1.4.0',
  'ghcr.io/recyclarr/recyclarr': '7.4.1',
};

// ---------------------------------------------------------------- global variables

function toVariables() {
  return db.dockerVariable.getAll().map(({ key, value }) => ({ key, value }));
}

/** Laravel's TrimStrings and ConvertEmptyStringsToNull reach into lists too. */
const clean = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

const asRows = (value: unknown): unknown[] | null => (Array.isArray(value) ? value : null);

/** Checks key/value rows (`{prefix}.N.key`), each key once. */
function checkPairs(prefix: string, rows: unknown[], errors: Record<string, string[]>): { key: string; value: string }[] {
  const seen = new Map<string, number>();
  return rows.map((row, index) => {
    const item = row && typeof row === 'object' ? (row as Record<string, unknown>) : {};
    const key = clean(item.key);
    const value = clean(item.value);
    const at = `${prefix}.${index}`;
    if (key === null || key === undefined) errors[`${at}.key`] = [`The ${prefix}.${index}.key field is required.`];
    else if (typeof key !== 'string' || key.length > 64 || !ENV_KEY.test(key)) {
      errors[`${at}.key`] = ['Use upper-case letters, digits and underscores, not starting with a digit, like PLEX_CLAIM.'];
    } else if (seen.has(key)) errors[`${at}.key`] = [`The key ${key} is already used in row ${(seen.get(key) ?? 0) + 1}.`];
    else seen.set(key, index);
    if (value !== null && value !== undefined && (typeof value !== 'string' || value.length > 1000)) errors[`${at}.value`] = [`The ${prefix}.${index}.value field must not be greater than 1000 characters.`];
    return { key: typeof key === 'string' ? key : '', value: typeof value === 'string' ? value : '' };
  });
}

function saveVariables(body: Input) {
  const rows = asRows(body.variables);
  if (!rows) throw validationFailed({ variables: ['The variables field must be an array.'] });
  const errors: Record<string, string[]> = {};
  const variables = checkPairs('variables', rows, errors);
  if (Object.keys(errors).length) throw validationFailed(errors);
  for (const row of db.dockerVariable.getAll()) db.dockerVariable.delete({ where: { key: { equals: row.key } } });
  for (const variable of variables) db.dockerVariable.create(variable);
  recordIntegrationCheck('docker', true, 'The global variables reach every node.');
  return toVariables();
}

// ---------------------------------------------------------------- services

const parseEnv = (json: string): { key: string; value: string }[] => {
  try {
    const rows: unknown = JSON.parse(json || '[]');
    return Array.isArray(rows) ? rows.filter((row): row is { key: string; value: string } => typeof row?.key === 'string').map((row) => ({ key: row.key, value: String(row.value ?? '') })) : [];
  } catch {
    return [];
  }
};

const serverTypesOf = (row: ServiceRow): ServerType[] => SERVER_TYPES.filter((type) => row.server_types.includes(type));

function toService(row: ServiceRow): DockerService {
  return {
    id: row.id,
    name: row.name,
    image: row.image,
    tag: row.tag,
    description: row.description,
    server_types: serverTypesOf(row),
    env: parseEnv(row.env),
    ports: [...row.ports],
    volumes: [...row.volumes],
    enabled: row.enabled,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function serviceOrFail(id: number): ServiceRow {
  const row = db.dockerService.findFirst({ where: { id: { equals: id } } });
  if (!row) throw notFound('Docker service not found.');
  return row;
}

function checkList(prefix: string, value: unknown, pattern: RegExp, hint: string, errors: Record<string, string[]>): string[] {
  const rows = value === undefined || value === null ? [] : asRows(value);
  if (!rows) {
    errors[prefix] = [`The ${prefix} field must be an array.`];
    return [];
  }
  const out: string[] = [];
  rows.forEach((row, index) => {
    const item = clean(row);
    if (item === null || item === undefined) return;
    if (typeof item !== 'string' || !pattern.test(item)) errors[`${prefix}.${index}`] = [hint];
    else out.push(item);
  });
  return out;
}

function serviceInput(body: Input, id: number | null) {
  const errors: Record<string, string[]> = {};
  const name = typeof body.name === 'string' ? body.name : '';
  if (!name) errors.name = ['The name field is required.'];
  else if (name.length > 60) errors.name = ['The name field must not be greater than 60 characters.'];
  else if (db.dockerService.getAll().some((row) => row.id !== id && row.name.toLowerCase() === name.toLowerCase())) errors.name = ['The name has already been taken.'];
  const image = typeof body.image === 'string' ? body.image : '';
  if (!image) errors.image = ['The image field is required.'];
  else if (image.length > 255 || !REPOSITORY.test(image)) errors.image = ['Enter the repository without the tag, like ghcr.io/tautulli/tautulli.'];
  const tag = typeof body.tag === 'string' ? body.tag : '';
  if (!tag) errors.tag = ['The tag field is required.'];
  else if (!IMAGE_TAG.test(tag)) errors.tag = ['The tag field format is invalid.'];
  const description = typeof body.description === 'string' ? body.description : null;
  if (description && description.length > 500) errors.description = ['The description field must not be greater than 500 characters.'];
  const types = asRows(body.server_types) ?? [];
  if (types.length === 0) errors.server_types = ['The server types field is required.'];
  else if (!types.every((type) => SERVER_TYPES.includes(type as ServerType))) errors.server_types = ['The selected server types is invalid.'];
  const envRows = body.env === undefined || body.env === null ? [] : asRows(body.env);
  if (!envRows) errors.env = ['The env field must be an array.'];
  const env = checkPairs('env', envRows ?? [], errors);
  const ports = checkList('ports', body.ports, PORT, 'Write a port as host:container, like 8181:8181 or 8181:8181/tcp.', errors);
  const volumes = checkList('volumes', body.volumes, VOLUME, 'Write a volume as source:target with absolute paths, like /opt/mediadock/tautulli:/config.', errors);
  if (Object.keys(errors).length) throw validationFailed(errors);
  return {
    name,
    image,
    tag,
    description,
    server_types: SERVER_TYPES.filter((type) => types.includes(type)),
    env: JSON.stringify(env),
    ports,
    volumes,
    enabled: body.enabled === true || body.enabled === 1 || body.enabled === '1' || body.enabled === 'true',
  };
}

const SERVICE_SORTS = {
  name: (a: ServiceRow, b: ServiceRow) => a.name.localeCompare(b.name),
  image: (a: ServiceRow, b: ServiceRow) => a.image.localeCompare(b.image) || a.name.localeCompare(b.name),
  updated_at: (a: ServiceRow, b: ServiceRow) => (a.updated_at ?? a.created_at).localeCompare(b.updated_at ?? b.created_at),
} as const;

function listServices(url: URL) {
  const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
  const enabled = url.searchParams.get('enabled');
  const column = Object.keys(SERVICE_SORTS).find((key) => key === url.searchParams.get('sortColumn')) as keyof typeof SERVICE_SORTS | undefined;
  const order = url.searchParams.get('sortDirection') === 'desc' ? -1 : 1;
  const rows = db.dockerService
    .getAll()
    .filter((row) => !search || row.name.toLowerCase().includes(search) || `${row.image}:${row.tag}`.toLowerCase().includes(search))
    .filter((row) => (enabled === '1' ? row.enabled : enabled === '0' ? !row.enabled : true))
    .sort((a, b) => order * (SERVICE_SORTS[column ?? 'name'](a, b) || a.id - b.id));
  const perPage = intQuery(url, 'perpage', 25, { max: 100 });
  const page = intQuery(url, 'page', 1);
  const total = rows.length;
  return {
    success: true,
    data: rows.slice((page - 1) * perPage, page * perPage).map(toService),
    meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total },
  };
}

// ---------------------------------------------------------------- images

function deploymentTags() {
  const row = db.deploymentSetting.findFirst({ where: { id: { equals: APP_SETTINGS_ID } } });
  return { plex: row?.plex_image_tag ?? 'latest', emby: row?.emby_image_tag ?? 'latest', jellyfin: row?.jellyfin_image_tag ?? 'latest' };
}

const isMedia = (kind: string): kind is ServerType => SERVER_TYPES.includes(kind as ServerType);

/** The image's repository, tag and name as deployments use them now. */
function imageSource(row: ImageRow): { name: string; repository: string; tag: string } | null {
  if (isMedia(row.kind)) return { name: MEDIA_NAMES[row.kind], repository: row.repository, tag: deploymentTags()[row.kind] };
  const service = row.service_id === null ? null : db.dockerService.findFirst({ where: { id: { equals: row.service_id } } });
  return service ? { name: service.name, repository: service.image, tag: service.tag } : null;
}

/** Whether the node holds the image at that tag: pulled there, or a container runs it. */
function nodeHolds(node: NodeRow, reference: string): boolean {
  const [repository, tag] = [reference.slice(0, reference.lastIndexOf(':')), reference.slice(reference.lastIndexOf(':') + 1)];
  return (
    db.nodeImage.getAll().some((image) => image.node_id === node.id && image.repository === repository && image.tag === tag) ||
    nodeContainers(node).some((container) => container.image === reference)
  );
}

/**
 * The image references each node holds (pulled there, or run by one of its containers), by node
 * id: worked out once for a list of images rather than once for each image and node.
 */
function heldReferences(): Map<number, Set<string>> {
  const held = new Map<number, Set<string>>();
  for (const node of db.node.getAll()) held.set(node.id, new Set(nodeContainers(node).map((container) => container.image)));
  for (const image of db.nodeImage.getAll()) held.get(image.node_id)?.add(`${image.repository}:${image.tag}`);
  return held;
}

function toImage(row: ImageRow, held: Map<number, Set<string>> = heldReferences()): DockerImage | null {
  const source = imageSource(row);
  if (!source) return null;
  const reference = `${source.repository}:${source.tag}`;
  const latest = row.latest_tag;
  return {
    id: row.id,
    kind: isMedia(row.kind) ? row.kind : 'service',
    name: source.name,
    repository: source.repository,
    tag: source.tag,
    latest_tag: latest,
    update_available: latest !== null && source.tag !== 'latest' && latest !== source.tag,
    checked_at: row.checked_at,
    nodes_pulled: [...held.values()].filter((references) => references.has(reference)).length,
    service_id: row.service_id,
  };
}

/** Every image: the media servers' first, then the services' by name; a service without a row gets one. */
function listImages(): DockerImage[] {
  for (const service of db.dockerService.getAll()) {
    if (db.dockerImage.findFirst({ where: { service_id: { equals: service.id } } })) continue;
    db.dockerImage.create({ id: nextId('dockerImage'), kind: 'service', service_id: service.id, repository: service.image, latest_tag: null, checked_at: null });
  }
  const held = heldReferences();
  const images = db.dockerImage
    .getAll()
    .map((row) => toImage(row, held))
    .filter((image): image is DockerImage => image !== null);
  const rank = (image: DockerImage) => (image.kind === 'service' ? 3 : SERVER_TYPES.indexOf(image.kind));
  return images.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name) || a.id - b.id);
}

function imageRowOrFail(id: number): { row: ImageRow; image: DockerImage } {
  const row = db.dockerImage.findFirst({ where: { id: { equals: id } } });
  const image = row ? toImage(row) : null;
  if (!row || !image) throw notFound('Image not found.');
  return { row, image };
}

function setTag(row: ImageRow, tag: string): void {
  if (isMedia(row.kind)) {
    const data = row.kind === 'plex' ? { plex_image_tag: tag } : row.kind === 'emby' ? { emby_image_tag: tag } : { jellyfin_image_tag: tag };
    db.deploymentSetting.update({ where: { id: { equals: APP_SETTINGS_ID } }, data: { ...data, updated_at: isoNow() } });
  } else if (row.service_id !== null) {
    db.dockerService.update({ where: { id: { equals: row.service_id } }, data: { tag, updated_at: isoNow() } });
  }
}

/** Pulls the image on every node: a process each; a node that does not answer records its failure. */
function pullEverywhere(image: DockerImage) {
  const reference = `${image.repository}:${image.tag}`;
  const digest = sha256(`digest:${reference}`);
  const name = image.repository.replace(/^[^/]+\.[^/]+\//, '');
  const nodes = db.node.getAll().sort((a, b) => a.id - b.id);
  let pulled = 0;
  let failed = 0;
  const processes = nodes.flatMap((node) => {
    if (!node.online || node.rebooting_until !== null) {
      failed += 1;
      return recordRun(node.id, [{ command: `docker pull ${reference}`, result: `ssh: connect to host ${node.host} port 22: Connection timed out`, success: false, time: 30 }]);
    }
    const held = nodeHolds(node, reference);
    const stored = db.nodeImage.getAll().find((row) => row.node_id === node.id && row.repository === image.repository && row.tag === image.tag);
    if (stored) db.nodeImage.update({ where: { id: { equals: stored.id } }, data: { pulled_at: isoNow() } });
    else {
      const { sizeBytes, builtDaysAgo } = describeImage(reference);
      db.nodeImage.create({ id: nextId('nodeImage'), node_id: node.id, repository: image.repository, tag: image.tag, size_bytes: sizeBytes, created_at: ago({ days: builtDaysAgo }), pulled_at: isoNow() });
    }
    pulled += 1;
    return recordRun(node.id, [
      {
        command: `docker pull ${reference}`,
        result: `${image.tag}: Pulling from ${name}\nDigest: sha256:${digest}\nStatus: ${held ? `Image is up to date for ${reference}` : `Downloaded newer image for ${reference}`}`,
        time: held ? 1.9 : 14.6,
      },
    ]);
  });
  const message =
    failed === 0
      ? `${reference} has been pulled on ${pulled} ${pulled === 1 ? 'node' : 'nodes'}.`
      : `${reference} has been pulled on ${pulled} ${pulled === 1 ? 'node' : 'nodes'}; ${failed} ${failed === 1 ? 'node' : 'nodes'} could not be reached.`;
  return { message, processes: processes.map(toProcess) };
}

export const adminIntegrationDockerHandlers = [
  route('get', '/api/admin/integrations/globals')(({ request }) => {
    requireAdmin(request);
    return { success: true, data: toVariables() };
  }),

  route('post', '/api/admin/integrations/globals')(({ request, body }) => {
    requireAdmin(request);
    const data = saveVariables(body);
    return { success: true, message: 'The global docker variables have been saved. Running servers pick them up on their next restart.', data };
  }),

  route('get', '/api/admin/docker-services')(({ request, url }) => {
    requireAdmin(request);
    return listServices(url);
  }),

  route('post', '/api/admin/docker-services')(({ request, body }) => {
    requireAdmin(request);
    const input = serviceInput(body, null);
    const at = isoNow();
    const row = db.dockerService.create({ id: nextId('dockerService'), ...input, created_at: at, updated_at: at });
    db.dockerImage.create({ id: nextId('dockerImage'), kind: 'service', service_id: row.id, repository: row.image, latest_tag: null, checked_at: null });
    return { success: true, message: `${row.name} has been added.`, data: toService(row) };
  }),

  route('get', '/api/admin/docker-services/{id}')(({ request, params }) => {
    requireAdmin(request);
    return { success: true, data: toService(serviceOrFail(intParam(params, 'id'))) };
  }),

  route('post', '/api/admin/docker-services/{id}')(({ request, params, body }) => {
    requireAdmin(request);
    const service = serviceOrFail(intParam(params, 'id'));
    const input = serviceInput(body, service.id);
    const row = db.dockerService.update({ where: { id: { equals: service.id } }, data: { ...input, updated_at: isoNow() } }) ?? service;
    if (row.image !== service.image) {
      db.dockerImage.update({ where: { service_id: { equals: row.id } }, data: { repository: row.image, latest_tag: null, checked_at: null } });
    }
    return { success: true, message: `${row.name} has been saved. Running servers pick it up on their next restart.`, data: toService(row) };
  }),

  route('delete', '/api/admin/docker-services/{id}')(({ request, params }) => {
    requireAdmin(request);
    const service = serviceOrFail(intParam(params, 'id'));
    db.dockerService.delete({ where: { id: { equals: service.id } } });
    db.dockerImage.deleteMany({ where: { service_id: { equals: service.id } } });
    return { success: true, message: `${service.name} has been deleted.` };
  }),

  route('get', '/api/admin/docker-images')(({ request }) => {
    requireAdmin(request);
    return { success: true, data: listImages(), node_count: db.node.count() };
  }),

  route('post', '/api/admin/docker-images/{id}')(({ request, params, body }) => {
    requireAdmin(request);
    const { row, image } = imageRowOrFail(intParam(params, 'id'));
    const tag = typeof body.tag === 'string' ? body.tag : '';
    if (!tag) throw validationFailed({ tag: ['The tag field is required.'] });
    if (tag.length > 128 || !IMAGE_TAG.test(tag)) throw validationFailed({ tag: ['The tag field format is invalid.'] });
    setTag(row, tag);
    const saved = imageRowOrFail(row.id).image;
    return { success: true, message: `New deployments of ${image.name} use ${saved.repository}:${tag}.`, data: saved };
  }),

  route('post', '/api/admin/docker-images/{id}/check')(({ request, params }) => {
    requireAdmin(request);
    const { row, image } = imageRowOrFail(intParam(params, 'id'));
    const newest = NEWEST_TAGS[image.repository] ?? (image.tag === 'latest' ? null : image.tag);
    db.dockerImage.update({ where: { id: { equals: row.id } }, data: { latest_tag: newest, checked_at: isoNow() } });
    const checked = imageRowOrFail(row.id).image;
    const message = checked.update_available ? `A newer tag is out: ${image.repository}:${newest ?? ''}.` : `${image.repository}:${image.tag} is up to date.`;
    return { success: true, message, data: checked };
  }),

  route('post', '/api/admin/docker-images/{id}/pull')(({ request, params }) => {
    requireAdmin(request);
    const { row, image } = imageRowOrFail(intParam(params, 'id'));
    const { message, processes } = pullEverywhere(image);
    return { success: true, message, data: imageRowOrFail(row.id).image, processes };
  }),
];
