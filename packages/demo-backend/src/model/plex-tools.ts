import type { PlexCollection, PlexCollectionPreset, PlexScan, PlexSyncPair, PlexSyncRun, PlexSyncTarget, PlexSyncWhat } from '@portal/api-client';
import { db, type ServerRow, type UserRow } from '#db/database.ts';
import { DEMO_PASSWORD } from '#db/fixtures.ts';
import { isPast } from '#lib/clock.ts';
import { forbidden } from '#lib/http-error.ts';
import { requireUser } from './auth.ts';
import { plexAccountToken } from './plex-account.ts';
import { requireFeature } from './restrictions.ts';
import { findServer } from './servers.ts';
import { hasPlex, isAdmin } from './users.ts';

type Row<T extends 'plexSyncRun' | 'plexCollection' | 'plexScan'> = ReturnType<(typeof db)[T]['getAll']>[number];
export type PlexSyncRunRow = Row<'plexSyncRun'>;
export type PlexCollectionRow = Row<'plexCollection'>;
export type PlexScanRow = Row<'plexScan'>;
type LibraryRow = ReturnType<typeof db.library.getAll>[number];

/** Plex tools are for customers with a Plex server, and for admins. */
export function requirePlexTools(request: Request): UserRow {
  const user = requireUser(request);
  requireFeature(user, 'plex-tools');
  if (!hasPlex(user) && !isAdmin(user)) throw forbidden('Plex tools are for customers with a Plex server.');
  return user;
}

export function plexServersOf(user: UserRow): ServerRow[] {
  return db.server
    .getAll()
    .filter((server) => server.user_id === user.id && server.type === 'plex')
    .sort((a, b) => a.id - b.id);
}

/** One of the user's Plex servers, or null. */
export function ownPlexServer(user: UserRow, id: unknown): ServerRow | null {
  const wanted = Number(id);
  return plexServersOf(user).find((server) => server.id === wanted) ?? null;
}

export function libraryOf(server: ServerRow, id: unknown): LibraryRow | null {
  const wanted = Number(id);
  return db.library.getAll().find((library) => library.server_id === server.id && library.id === wanted) ?? null;
}

export function findLibrary(id: number): LibraryRow | null {
  return db.library.findFirst({ where: { id: { equals: id } } });
}

/** "Becker Holiday Films is suspended": why a server cannot do something now. */
export function notRunning(server: ServerRow): string | null {
  return server.status === 'running' ? null : `${server.name} is ${server.status}`;
}

// ---------------------------------------------------------------- Plex account


/** The Plex accounts the user's Plex servers are claimed with. */
export function plexAccountsOf(user: UserRow): string[] {
  const accounts = plexServersOf(user).flatMap((server) => (server.claimed && server.claim_email ? [server.claim_email.toLowerCase()] : []));
  return [...new Set(accounts)];
}

/** The account these credentials sign in to: one of the user's, with the demo password. */
export function plexAccountForLogin(user: UserRow, login: string, password: string): string | null {
  const account = login.trim().toLowerCase();
  return plexAccountsOf(user).includes(account) && password === DEMO_PASSWORD ? account : null;
}

export function plexAccountForToken(user: UserRow, token: string): string | null {
  return plexAccountsOf(user).find((account) => plexAccountToken(account) === token) ?? null;
}

// ---------------------------------------------------------------- sync

export const SYNC_WHAT = ['watch_history', 'users', 'libraries'] as const satisfies readonly PlexSyncWhat[];

interface TargetState {
  server_id: number;
  status: PlexSyncTarget['status'];
  message: string | null;
}

export function parseTargets(json: string): TargetState[] {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((item: unknown) => {
      if (!item || typeof item !== 'object') return [];
      const entry = item as Record<string, unknown>;
      const status = entry.status === 'synced' || entry.status === 'failed' ? entry.status : 'pending';
      return [{ server_id: Number(entry.server_id), status, message: typeof entry.message === 'string' ? entry.message : null }];
    });
  } catch {
    return [];
  }
}

function serverName(id: number): string {
  return findServer(id)?.name ?? 'A deleted server';
}

function asWhat(values: readonly string[]): PlexSyncWhat[] {
  return SYNC_WHAT.filter((what) => values.includes(what));
}

function count(value: number, one: string, many: string): string {
  return `${value.toLocaleString('en-US')} ${value === 1 ? one : many}`;
}

/** What a finished sync copied, e.g. "Copied 612 watch states and 4 users." */
export function syncSummary(source: ServerRow, what: readonly string[]): string {
  const libraries = db.library.getAll().filter((library) => library.server_id === source.id);
  const parts: string[] = [];
  if (what.includes('watch_history')) {
    const items = libraries.reduce((sum, library) => sum + (library.items ?? 0), 0);
    parts.push(count(Math.round(items * 0.37), 'watch state', 'watch states'));
  }
  if (what.includes('users')) parts.push(count(db.invite.getAll().filter((invite) => invite.server_id === source.id).length, 'user', 'users'));
  if (what.includes('libraries')) parts.push(count(libraries.length, 'library', 'libraries'));
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? 'nothing');
  return `Copied ${list}.`;
}

/** Finishes a run whose time has come: each target takes the data if it runs, else fails with the reason. */
export function settleSyncRun(row: PlexSyncRunRow): PlexSyncRunRow {
  if (row.finished_at || !isPast(row.finishes_at)) return row;
  const source = findServer(row.source_server_id);
  const targets = parseTargets(row.targets_json).map((target): TargetState => {
    if (target.status !== 'pending') return target;
    const server = findServer(target.server_id);
    if (!server) return { ...target, status: 'failed', message: 'The server no longer exists.' };
    const reason = notRunning(server);
    if (reason) return { ...target, status: 'failed', message: `${reason}, so it could not take the data.` };
    if (!source) return { ...target, status: 'failed', message: 'The source server no longer exists.' };
    return { ...target, status: 'synced', message: syncSummary(source, row.what) };
  });
  return (
    db.plexSyncRun.update({ where: { id: { equals: row.id } }, data: { targets_json: JSON.stringify(targets), finished_at: row.finishes_at } }) ?? row
  );
}

export function toSyncRun(row: PlexSyncRunRow): PlexSyncRun {
  const targets = parseTargets(row.targets_json).map((target) => ({ ...target, server_name: serverName(target.server_id) }));
  const synced = targets.filter((target) => target.status === 'synced').length;
  let status: PlexSyncRun['status'] = 'running';
  if (row.finished_at) status = synced === targets.length ? 'finished' : synced === 0 ? 'failed' : 'partial';
  return {
    id: row.id,
    source_server_id: row.source_server_id,
    source_server_name: serverName(row.source_server_id),
    targets,
    what: asWhat(row.what),
    status,
    started_at: row.started_at,
    finished_at: row.finished_at,
  };
}

export function syncRunsOf(user: UserRow): PlexSyncRunRow[] {
  return db.plexSyncRun
    .getAll()
    .filter((row) => row.user_id === user.id)
    .map(settleSyncRun)
    .sort((a, b) => b.started_at.localeCompare(a.started_at) || b.id - a.id);
}

/** The latest result per source and target, from the newest runs down. */
export function syncPairs(runs: PlexSyncRun[]): PlexSyncPair[] {
  const pairs = new Map<string, PlexSyncPair>();
  for (const run of runs) {
    for (const target of run.targets) {
      const key = `${run.source_server_id}>${target.server_id}`;
      if (pairs.has(key)) continue;
      pairs.set(key, {
        source_server_id: run.source_server_id,
        source_server_name: run.source_server_name,
        target_server_id: target.server_id,
        target_server_name: target.server_name,
        what: run.what,
        status: target.status,
        synced_at: run.finished_at ?? run.started_at,
      });
    }
  }
  return [...pairs.values()];
}

// ---------------------------------------------------------------- collections

interface Preset extends PlexCollectionPreset {
  /** How many of a library's titles it holds. */
  size: (items: number) => number;
}

export const COLLECTION_PRESETS: readonly Preset[] = [
  { id: 'recently-added', name: 'Recently added', description: 'The 50 titles added last.', media_types: ['movie', 'show', 'artist'], size: (items) => Math.min(50, items) },
  { id: 'top-rated', name: 'Top rated', description: 'Titles rated 8 or higher by critics.', media_types: ['movie', 'show'], size: (items) => Math.max(1, Math.round(items * 0.12)) },
  { id: 'unwatched', name: 'Never watched', description: 'Titles nobody on the server has played yet.', media_types: ['movie', 'show'], size: (items) => Math.round(items * 0.41) },
  { id: 'holiday', name: 'Holiday favourites', description: 'Titles tagged Christmas, Hanukkah or New Year.', media_types: ['movie', 'show'], size: (items) => Math.max(3, Math.round(items * 0.02)) },
  { id: 'most-played', name: 'Most played', description: 'The 25 titles played most in the last year.', media_types: ['movie', 'show', 'artist'], size: (items) => Math.min(25, items) },
];

export function toPreset({ id, name, description, media_types }: Preset): PlexCollectionPreset {
  return { id, name, description, media_types: [...media_types] };
}

export function toCollection(row: PlexCollectionRow): PlexCollection {
  return {
    id: row.id,
    server_id: row.server_id,
    library_id: row.library_id,
    library_name: findLibrary(row.library_id)?.name ?? 'A removed library',
    name: row.name,
    items_count: row.items_count,
    preset: row.preset,
    created_at: row.created_at,
  };
}

/** The catalogue kind a Plex library holds: Plex calls them movie, show and artist. */
function catalogueType(mediaType: string): 'movie' | 'show' | null {
  if (mediaType === 'movie' || mediaType === 'movies') return 'movie';
  if (mediaType === 'show' || mediaType === 'tvshows') return 'show';
  return null;
}

/** "Metropolis (1927)" → "metropolis"; case and a trailing year do not matter. */
function normalizeTitle(title: string): string {
  return title
    .trim()
    .replace(/\s*\(\d{4}\)$/, '')
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/\s+/g, ' ');
}

/** Which of the titles the library holds (as the catalogue knows them), and which it does not. */
export function matchTitles(library: LibraryRow, titles: readonly string[]): { found: string[]; missing: string[] } {
  const type = catalogueType(library.media_type);
  const known = new Map<string, string>();
  if (type) for (const item of db.mediaItem.getAll()) if (item.type === type) known.set(normalizeTitle(item.title), item.title);
  const found = new Set<string>();
  const missing: string[] = [];
  for (const title of titles) {
    const match = known.get(normalizeTitle(title));
    if (match) found.add(match);
    else missing.push(title.trim());
  }
  return { found: [...found], missing };
}

// ---------------------------------------------------------------- scans

/** Finishes a scan whose time has come; a server that stopped meanwhile fails it. */
export function settleScan(row: PlexScanRow): PlexScanRow {
  if (row.status !== 'running' || !isPast(row.finishes_at)) return row;
  const server = findServer(row.server_id);
  const reason = server ? notRunning(server) : 'The server was deleted';
  const library = findLibrary(row.library_id);
  const data = reason
    ? { status: 'failed', finished_at: row.finishes_at, message: `${reason}, so the scan stopped.` }
    : { status: 'finished', finished_at: row.finishes_at, items_added: (row.id * 7 + (library?.items ?? 0)) % 15 };
  return db.plexScan.update({ where: { id: { equals: row.id } }, data }) ?? row;
}

export function toScan(row: PlexScanRow): PlexScan {
  const status = row.status === 'running' || row.status === 'failed' ? row.status : 'finished';
  return {
    id: row.id,
    server_id: row.server_id,
    server_name: serverName(row.server_id),
    library_id: row.library_id,
    library_name: findLibrary(row.library_id)?.name ?? 'A removed library',
    status,
    started_at: row.started_at,
    finished_at: row.finished_at,
    items_added: status === 'finished' ? row.items_added : null,
    message: row.message,
  };
}
