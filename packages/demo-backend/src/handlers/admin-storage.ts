import type { components } from '@portal/api-client';
import { db, type NodeRow } from '#db/database.ts';
import { nextId } from '#db/ids.ts';
import { isoNow } from '#lib/clock.ts';
import { conflict, notFound } from '#lib/http-error.ts';
import { intParam, intQuery, route } from '#lib/route.ts';
import { optionalStr, str, validate, type CustomRule, type Input } from '#lib/validation.ts';
import { requireAdmin } from '#model/auth.ts';
import { findNode, nodeOrFail } from '#model/nodes.ts';
import { recordRun } from '#model/processes.ts';
import { containerName } from '#model/servers.ts';

type Schemas = components['schemas'];
type MountRow = ReturnType<typeof db.storageMount.getAll>[number];
type MountPathRow = ReturnType<typeof db.storageMountPath.getAll>[number];
type LibraryPathRow = ReturnType<typeof db.storageLibraryPath.getAll>[number];
type MountState = Schemas['AdminStorageMountState'];
type MountType = Schemas['AdminStorageMountType'];

const MOUNT_TYPES = ['rclone', 'nfs', 'smb'] as const;
const PLACEHOLDERS = ['{server}', '{user}', '{type}'] as const;

function nodeStatus(node: NodeRow): Schemas['AdminNodeStatus'] {
  if (node.rebooting_until !== null) return 'rebooting';
  return node.online ? 'online' : 'offline';
}

function nodeRef(node: NodeRow): Schemas['AdminStorageNodeRef'] {
  return { id: node.id, name: node.alias, status: nodeStatus(node) };
}

const nodesByName = (): NodeRow[] => db.node.getAll().sort((a, b) => a.alias.localeCompare(b.alias));

/** A mount fails while its last check failed and its node still reports failing mounts (the node's own check repairs them all). */
function mountState(mount: MountRow, node: NodeRow | null): MountState {
  if (!node || nodeStatus(node) !== 'online' || mount.checked_at === null) return 'unknown';
  return mount.failing && node.mounts_failing ? 'failing' : 'mounted';
}

function toMount(mount: MountRow): Schemas['AdminStorageMount'] {
  const node = findNode(mount.node_id);
  const state = mountState(mount, node);
  return {
    id: mount.id,
    node: node ? nodeRef(node) : { id: mount.node_id, name: `node-${mount.node_id}` },
    mount_point: mount.mount_point,
    remote: mount.remote,
    type: mount.type as MountType,
    state,
    used_bytes: state === 'failing' ? null : mount.used_bytes,
    size_bytes: state === 'failing' ? null : mount.size_bytes,
    checked_at: mount.checked_at,
    checkable: node !== null && nodeStatus(node) === 'online',
  };
}

const STATE_ORDER: Record<MountState, number> = { failing: 0, unknown: 1, mounted: 2 };

function toMountPath(row: MountPathRow): Schemas['AdminMountPath'] {
  const node = row.node_id === null ? null : findNode(row.node_id);
  return {
    id: row.id,
    path: row.path,
    remote: row.remote,
    type: row.type as MountType,
    node: node ? nodeRef(node) : null,
    options: row.options,
    updated_at: row.updated_at,
  };
}

function toLibraryPath(row: LibraryPathRow): Schemas['AdminLibraryPath'] {
  return {
    id: row.id,
    server_type: row.server_type as Schemas['ServerType'],
    kind: row.kind as Schemas['AdminLibraryKind'],
    path: row.path,
    updated_at: row.updated_at,
  };
}

interface PathRuleOptions {
  /** The path must lie below this folder (mount paths: `/mnt/`). */
  under?: string;
  /** `{server}`, `{user}` and `{type}` are allowed; `{server}` is required. */
  placeholders?: boolean;
}

/** The rules every path of this area follows, worded as the server says them. */
function pathRule({ under, placeholders = false }: PathRuleOptions = {}): CustomRule {
  return (value, attribute) => {
    const field = attribute.replace(/_/g, ' ');
    const path = str(value);
    if (!path.startsWith('/')) return `The ${field} must be absolute (start with /).`;
    if (/\s/.test(path)) return `The ${field} must not contain spaces.`;
    if (path.split('/').includes('..')) return `The ${field} must not contain "..".`;
    if (path.length > 1 && path.endsWith('/')) return `The ${field} must not end with a slash.`;
    if (path.includes('//')) return `The ${field} must not contain empty folders (//).`;
    if (under && (!path.startsWith(under) || path.length <= under.length)) return `The ${field} must be under ${under}.`;
    const bare = placeholders ? PLACEHOLDERS.reduce((rest, token) => rest.replaceAll(token, 'x'), path) : path;
    if (placeholders && /[{}]/.test(bare)) return `The ${field} may only use the placeholders ${PLACEHOLDERS.join(', ')}.`;
    if (!/^[A-Za-z0-9._/-]+$/.test(bare)) return `The ${field} may only contain letters, digits, dots, dashes, underscores and slashes.`;
    if (placeholders && !path.includes('{server}')) return `The ${field} must contain {server}, so that every server has its own folder.`;
    if (path.length > 200) return `The ${field} must not be greater than 200 characters.`;
    return null;
  };
}

/** What an rclone remote, an NFS export or an SMB share looks like. */
const remoteRule: CustomRule = (value, _attribute, input) => {
  const remote = str(value);
  const type = str(input['type']);
  if (type === 'rclone') return /^[A-Za-z0-9_-]+:[^\s]*$/.test(remote) ? null : 'An rclone remote looks like gdrive-media: or gdrive-media:folder.';
  if (type === 'nfs') return /^[A-Za-z0-9.-]+:\/[^\s]*$/.test(remote) ? null : 'An NFS export looks like 10.0.4.20:/export/media.';
  if (type === 'smb') return /^\/\/[A-Za-z0-9.-]+\/[^\s]+$/.test(remote) ? null : 'An SMB share looks like //storage.example.com/share.';
  return null;
};

const nodeRule: CustomRule = (value) => (value === null || value === undefined || (typeof value === 'number' && findNode(value)) ? null : 'The selected node is invalid.');

function nodeIdOf(input: Input): number | null {
  const raw = input['node_id'];
  if (raw === null || raw === undefined || raw === '') return null;
  return typeof raw === 'number' ? raw : Number(raw);
}

function validateMountPath(input: Input, id: number | null): void {
  const node = nodeIdOf(input);
  const unique: CustomRule = (value) => {
    const path = str(value);
    const taken = db.storageMountPath
      .getAll()
      .some((row) => row.id !== id && row.path === path && (row.node_id === null || node === null || row.node_id === node));
    return taken ? (node === null ? 'The path is already used on a node.' : 'The path is already used on this node.') : null;
  };
  validate(
    { ...input, node_id: node },
    {
      path: ['required', 'string', pathRule({ under: '/mnt/' }), unique],
      type: `required|in:${MOUNT_TYPES.join(',')}`,
      remote: ['required', 'string', 'max:200', remoteRule],
      node_id: ['nullable', nodeRule],
      options: 'nullable|string|max:300',
    },
  );
}

function mountPathFields(input: Input) {
  return {
    path: str(input['path']),
    remote: str(input['remote']),
    type: str(input['type']),
    node_id: nodeIdOf(input),
    options: optionalStr(input['options']),
    updated_at: isoNow(),
  };
}

/** Checks the mounts on their (online) node as the platform's script does: a failing one is mounted again. */
function checkMounts(node: NodeRow, mounts: MountRow[]): { checked: number; repaired: number } {
  if (nodeStatus(node) !== 'online') throw conflict(`${node.alias} is ${nodeStatus(node)}, so its mounts cannot be checked.`);
  const failing = mounts.filter((mount) => mountState(mount, node) === 'failing');
  recordRun(
    node.id,
    mounts.flatMap((mount) => [
      ...(failing.includes(mount) ? [{ command: `systemctl restart ${mount.mount_point.slice(1).replaceAll('/', '-')}.mount`, result: '', time: 4.1 }] : []),
      { command: `mountpoint -q ${mount.mount_point} && echo mounted`, result: 'mounted', time: 0.03 },
      { command: `df -B1 --output=used,size ${mount.mount_point}`, result: `${mount.used_bytes ?? 0} ${mount.size_bytes ?? 0}`, time: 0.02 },
    ]),
  );
  const checkedAt = isoNow();
  for (const mount of mounts) {
    db.storageMount.update({ where: { id: { equals: mount.id } }, data: { failing: false, checked_at: checkedAt } });
  }
  // Once none of the node's mounts fails, the node no longer needs attention for its mounts.
  const stillFailing = db.storageMount.getAll().some((mount) => mount.node_id === node.id && mount.failing);
  if (node.mounts_failing && !stillFailing) db.node.update({ where: { id: { equals: node.id } }, data: { mounts_failing: false } });
  return { checked: mounts.length, repaired: failing.length };
}

function deploymentPaths(): Schemas['AdminDeploymentPaths'] {
  const rows = db.storageDeploymentPath.getAll();
  const defaults = rows.find((row) => row.node_id === null);
  const server = db.server.getAll().sort((a, b) => a.id - b.id)[0];
  const owner = server ? db.user.findFirst({ where: { id: { equals: server.user_id } } }) : null;
  return {
    stack_path: defaults?.stack_path ?? '/opt/stacks/{server}',
    config_path: defaults?.config_path ?? '/opt/stacks/{server}/config',
    transcode_path: defaults?.transcode_path ?? '/mnt/transcode/{server}',
    overrides: rows
      .filter((row) => row.node_id !== null)
      .flatMap((row) => {
        const node = findNode(row.node_id ?? 0);
        return node ? [{ node: nodeRef(node), stack_path: row.stack_path, config_path: row.config_path, transcode_path: row.transcode_path }] : [];
      })
      .sort((a, b) => a.node.name.localeCompare(b.node.name)),
    nodes: nodesByName().map(nodeRef),
    sample: server ? { server: containerName(server), user: owner ? userSlug(owner.name) : 'customer', type: server.type as Schemas['ServerType'] } : undefined,
    updated_at: defaults?.updated_at ?? null,
  };
}

/** A user's name as the folder name `{user}` stands for: lower case, dashes. */
const userSlug = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

const DEPLOYMENT_FIELDS = ['stack_path', 'config_path', 'transcode_path'] as const;

export const adminStorageHandlers = [
  route('get', '/api/admin/storage')(({ request }) => {
    requireAdmin(request);
    const mounts = db.storageMount.getAll().map(toMount);
    const counts = { total: mounts.length, mounted: 0, failing: 0, unknown: 0 };
    for (const mount of mounts) counts[mount.state] += 1;
    const attention = mounts
      .filter((mount) => mount.state !== 'mounted')
      .sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state] || a.node.name.localeCompare(b.node.name) || a.mount_point.localeCompare(b.mount_point))
      .slice(0, 10);
    return {
      success: true,
      data: {
        mounts: counts,
        failing: attention,
        mount_paths: db.storageMountPath.count(),
        library_paths: db.storageLibraryPath.count(),
        deployment_overrides: db.storageDeploymentPath.getAll().filter((row) => row.node_id !== null).length,
      },
    };
  }),

  route('get', '/api/admin/storage/mounts')(({ request, url }) => {
    requireAdmin(request);
    const perPage = intQuery(url, 'perpage', 25, { max: 100 });
    const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
    const nodeId = url.searchParams.get('node');
    const state = url.searchParams.get('state');
    const column = url.searchParams.get('sortColumn') ?? 'state';
    const direction = url.searchParams.get('sortDirection') === 'desc' ? -1 : 1;
    let mounts = db.storageMount.getAll().map(toMount);
    if (nodeId && /^\d+$/.test(nodeId)) mounts = mounts.filter((mount) => mount.node.id === Number(nodeId));
    if (state === 'mounted' || state === 'failing' || state === 'unknown') mounts = mounts.filter((mount) => mount.state === state);
    if (search) mounts = mounts.filter((mount) => [mount.mount_point, mount.remote, mount.node.name].some((value) => value.toLowerCase().includes(search)));
    const usedShare = (mount: Schemas['AdminStorageMount']) => (mount.used_bytes && mount.size_bytes ? mount.used_bytes / mount.size_bytes : -1);
    const tie = (a: Schemas['AdminStorageMount'], b: Schemas['AdminStorageMount']) => a.node.name.localeCompare(b.node.name) || a.mount_point.localeCompare(b.mount_point);
    mounts.sort((a, b) => {
      let order = 0;
      if (column === 'node') order = a.node.name.localeCompare(b.node.name);
      else if (column === 'mount_point') order = a.mount_point.localeCompare(b.mount_point);
      else if (column === 'used') order = usedShare(a) - usedShare(b);
      else if (column === 'checked_at') order = (a.checked_at ?? '').localeCompare(b.checked_at ?? '');
      else order = STATE_ORDER[a.state] - STATE_ORDER[b.state];
      return order * direction || tie(a, b);
    });
    const total = mounts.length;
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const page = intQuery(url, 'page', 1);
    return {
      success: true,
      data: mounts.slice((page - 1) * perPage, page * perPage),
      meta: { current_page: page, last_page: lastPage, per_page: perPage, total },
      nodes: nodesByName().map(nodeRef),
    };
  }),

  route('post', '/api/admin/storage/mounts/{id}/check')(({ request, params }) => {
    requireAdmin(request);
    const mount = db.storageMount.findFirst({ where: { id: { equals: intParam(params, 'id') } } });
    if (!mount) throw notFound('Mount not found.');
    const node = nodeOrFail(mount.node_id);
    const { repaired } = checkMounts(node, [mount]);
    const checked = db.storageMount.findFirst({ where: { id: { equals: mount.id } } }) ?? mount;
    return {
      success: true,
      message: repaired ? `${mount.mount_point} on ${node.alias} was failing and has been mounted again.` : `${mount.mount_point} on ${node.alias} is mounted.`,
      data: toMount(checked),
    };
  }),

  route('post', '/api/admin/storage/nodes/{id}/check')(({ request, params }) => {
    requireAdmin(request);
    const node = nodeOrFail(intParam(params, 'id'));
    const mounts = db.storageMount.getAll().filter((mount) => mount.node_id === node.id);
    const result = checkMounts(node, mounts);
    const message =
      result.repaired > 0
        ? `${result.checked} mounts of ${node.alias} checked; ${result.repaired} mounted again.`
        : `${result.checked} mounts of ${node.alias} checked; every one is mounted.`;
    return { success: true, message, data: result };
  }),

  route('get', '/api/admin/storage/mount-paths')(({ request }) => {
    requireAdmin(request);
    const rows = db.storageMountPath.getAll().sort((a, b) => a.path.localeCompare(b.path) || (a.node_id ?? 0) - (b.node_id ?? 0));
    return { success: true, data: rows.map(toMountPath), nodes: nodesByName().map(nodeRef) };
  }),

  route('post', '/api/admin/storage/mount-paths')(({ request, body }) => {
    requireAdmin(request);
    validateMountPath(body, null);
    const row = db.storageMountPath.create({ id: nextId('storageMountPath'), ...mountPathFields(body) });
    return { success: true, message: 'The mount path has been added', data: toMountPath(row) };
  }),

  route('post', '/api/admin/storage/mount-paths/verify')(({ request, body }) => {
    requireAdmin(request);
    const node = nodeIdOf(body);
    validate({ ...body, node_id: node }, { path: ['required', 'string', pathRule({ under: '/mnt/' })], node_id: ['nullable', nodeRule] });
    const path = str(body['path']);
    const nodes = node === null ? nodesByName() : [nodeOrFail(node)];
    return {
      success: true,
      data: nodes.map((candidate) => {
        if (nodeStatus(candidate) !== 'online') return { node: nodeRef(candidate), exists: null, message: `${candidate.alias} is ${nodeStatus(candidate)}, so it cannot be asked.` };
        const exists = db.storageMount.getAll().some((mount) => mount.node_id === candidate.id && (path === mount.mount_point || path.startsWith(`${mount.mount_point}/`)));
        return { node: nodeRef(candidate), exists, message: exists ? `${path} exists on ${candidate.alias}.` : `${path} does not exist on ${candidate.alias} yet.` };
      }),
    };
  }),

  route('post', '/api/admin/storage/mount-paths/{id}')(({ request, params, body }) => {
    requireAdmin(request);
    const id = intParam(params, 'id');
    if (!db.storageMountPath.findFirst({ where: { id: { equals: id } } })) throw notFound('Mount path not found.');
    validateMountPath(body, id);
    const row = db.storageMountPath.update({ where: { id: { equals: id } }, data: mountPathFields(body) });
    if (!row) throw notFound('Mount path not found.');
    return { success: true, message: 'The mount path has been saved', data: toMountPath(row) };
  }),

  route('delete', '/api/admin/storage/mount-paths/{id}')(({ request, params }) => {
    requireAdmin(request);
    const row = db.storageMountPath.delete({ where: { id: { equals: intParam(params, 'id') } } });
    if (!row) throw notFound('Mount path not found.');
    return { success: true, message: 'The mount path has been deleted' };
  }),

  route('get', '/api/admin/storage/library-paths')(({ request }) => {
    requireAdmin(request);
    return { success: true, data: db.storageLibraryPath.getAll().sort((a, b) => a.id - b.id).map(toLibraryPath) };
  }),

  route('post', '/api/admin/storage/library-paths/{id}')(({ request, params, body }) => {
    requireAdmin(request);
    const id = intParam(params, 'id');
    const row = db.storageLibraryPath.findFirst({ where: { id: { equals: id } } });
    if (!row) throw notFound('Library path not found.');
    const unique: CustomRule = (value) =>
      db.storageLibraryPath.getAll().some((other) => other.id !== id && other.server_type === row.server_type && other.path === str(value))
        ? 'Another library of this server type already uses the path.'
        : null;
    validate(body, { path: ['required', 'string', pathRule(), unique] });
    const updated = db.storageLibraryPath.update({ where: { id: { equals: id } }, data: { path: str(body['path']), updated_at: isoNow() } }) ?? row;
    return { success: true, message: 'The library path has been saved', data: toLibraryPath(updated) };
  }),

  route('get', '/api/admin/storage/deployment-paths')(({ request }) => {
    requireAdmin(request);
    return { success: true, data: deploymentPaths() };
  }),

  route('post', '/api/admin/storage/deployment-paths')(({ request, body }) => {
    requireAdmin(request);
    validate(body, Object.fromEntries(DEPLOYMENT_FIELDS.map((field) => [field, ['required', 'string', pathRule({ placeholders: true })]])));
    const data = { stack_path: str(body['stack_path']), config_path: str(body['config_path']), transcode_path: str(body['transcode_path']), updated_at: isoNow() };
    const defaults = db.storageDeploymentPath.getAll().find((row) => row.node_id === null);
    if (defaults) db.storageDeploymentPath.update({ where: { id: { equals: defaults.id } }, data });
    else db.storageDeploymentPath.create({ id: nextId('storageDeploymentPath'), node_id: null, ...data });
    return { success: true, message: 'The deployment paths have been saved', data: deploymentPaths() };
  }),

  route('post', '/api/admin/storage/deployment-paths/nodes/{id}')(({ request, params, body }) => {
    requireAdmin(request);
    const node = nodeOrFail(intParam(params, 'id'));
    validate(body, Object.fromEntries(DEPLOYMENT_FIELDS.map((field) => [field, ['nullable', 'string', pathRule({ placeholders: true })]])));
    const data = {
      stack_path: optionalStr(body['stack_path']),
      config_path: optionalStr(body['config_path']),
      transcode_path: optionalStr(body['transcode_path']),
      updated_at: isoNow(),
    };
    const existing = db.storageDeploymentPath.getAll().find((row) => row.node_id === node.id);
    if (existing) db.storageDeploymentPath.update({ where: { id: { equals: existing.id } }, data });
    else db.storageDeploymentPath.create({ id: nextId('storageDeploymentPath'), node_id: node.id, ...data });
    return { success: true, message: `The paths of ${node.alias} have been saved`, data: deploymentPaths() };
  }),

  route('delete', '/api/admin/storage/deployment-paths/nodes/{id}')(({ request, params }) => {
    requireAdmin(request);
    const node = nodeOrFail(intParam(params, 'id'));
    const existing = db.storageDeploymentPath.getAll().find((row) => row.node_id === node.id);
    if (!existing) throw notFound(`${node.alias} has no paths of its own.`);
    db.storageDeploymentPath.delete({ where: { id: { equals: existing.id } } });
    return { success: true, message: `${node.alias} follows the default paths again` };
  }),
];
