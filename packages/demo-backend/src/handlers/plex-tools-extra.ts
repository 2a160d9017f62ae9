import { db } from '#db/database.ts';
import { nextId } from '#db/ids.ts';
import { isoNow, later } from '#lib/clock.ts';
import { conflict, notFound, validationFailed } from '#lib/http-error.ts';
import { intParam, route } from '#lib/route.ts';
import { transitionMs } from '#lib/runtime.ts';
import { str, validate } from '#lib/validation.ts';
import {
  COLLECTION_PRESETS,
  libraryOf,
  matchTitles,
  notRunning,
  ownPlexServer,
  plexServersOf,
  requirePlexTools,
  settleScan,
  SYNC_WHAT,
  syncPairs,
  syncRunsOf,
  toCollection,
  toPreset,
  toScan,
  toSyncRun,
} from '#model/plex-tools.ts';
import { findServer, toServer } from '#model/servers.ts';

const RUNS_SHOWN = 20;
const SCANS_SHOWN = 25;
const COLLECTION_NAME_MAX = 60;
const TITLES_MAX = 200;

/** "A, B and C". */
function listNames(names: string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

function plural(value: number, one: string, many: string): string {
  return `${value} ${value === 1 ? one : many}`;
}

export const plexToolExtraHandlers = [
  // ---------------------------------------------------------------- sync
  route('get', '/api/customer/plex-tools/sync')(({ request }) => {
    const user = requirePlexTools(request);
    const runs = syncRunsOf(user).map(toSyncRun);
    const servers = plexServersOf(user).map((server) => {
      const { id, name, status } = toServer(server);
      return { id, name, status };
    });
    return { success: true, data: { servers, pairs: syncPairs(runs), runs: runs.slice(0, RUNS_SHOWN) } };
  }),

  route('post', '/api/customer/plex-tools/sync')(({ request, body }) => {
    const user = requirePlexTools(request);
    validate(body, {
      source_server_id: 'required|integer',
      target_server_ids: 'required|array|min:1',
      what: 'required|array|min:1',
      'what.*': `in:${SYNC_WHAT.join(',')}`,
    });
    const source = ownPlexServer(user, body.source_server_id);
    const targetIds = [...new Set((body.target_server_ids as unknown[]).map(Number))];
    const errors: Record<string, string[]> = {};
    if (!source) errors.source_server_id = ['The selected source server is invalid.'];
    if (targetIds.some((id) => !ownPlexServer(user, id))) errors.target_server_ids = ['The selected target servers are invalid.'];
    else if (source && targetIds.includes(source.id)) errors.target_server_ids = ['The target servers must not include the source server.'];
    if (Object.keys(errors).length || !source) throw validationFailed(errors);

    const reason = notRunning(source);
    if (reason) throw conflict(`${reason}. Start it before syncing from it.`);
    if (syncRunsOf(user).some((run) => run.source_server_id === source.id && !run.finished_at)) {
      throw conflict(`A sync from ${source.name} is still running. Wait until it has finished.`);
    }

    const startedAt = isoNow();
    const row = db.plexSyncRun.create({
      id: nextId('plexSyncRun'),
      user_id: user.id,
      source_server_id: source.id,
      targets_json: JSON.stringify(targetIds.map((id) => ({ server_id: id, status: 'pending', message: null }))),
      what: SYNC_WHAT.filter((what) => (body.what as unknown[]).includes(what)),
      started_at: startedAt,
      finishes_at: later({ seconds: transitionMs() / 1000 }),
      finished_at: null,
    });
    const targetNames = targetIds.map((id) => findServer(id)?.name ?? '');
    return { success: true, message: `The sync from ${source.name} to ${listNames(targetNames)} has started.`, data: toSyncRun(row) };
  }),

  // ---------------------------------------------------------------- collections
  route('get', '/api/customer/plex-tools/collections')(({ request, url }) => {
    const user = requirePlexTools(request);
    validate({ server_id: url.searchParams.get('server_id') }, { server_id: 'required|integer' });
    const server = ownPlexServer(user, url.searchParams.get('server_id'));
    if (!server) throw notFound('Server not found.');
    const reason = notRunning(server);
    if (reason) throw conflict(`${reason}, so its collections cannot be read.`);
    const collections = db.plexCollection
      .getAll()
      .filter((collection) => collection.server_id === server.id)
      .map(toCollection)
      .sort((a, b) => a.library_name.localeCompare(b.library_name) || a.name.localeCompare(b.name));
    return { success: true, data: { collections, presets: COLLECTION_PRESETS.map(toPreset) } };
  }),

  route('post', '/api/customer/plex-tools/collections')(({ request, body }) => {
    const user = requirePlexTools(request);
    validate(body, {
      server_id: 'required|integer',
      library_id: 'required|integer',
      name: `required|string|max:${COLLECTION_NAME_MAX}`,
      titles: `nullable|array|max:${TITLES_MAX}`,
      'titles.*': 'nullable|string|max:200',
      preset: 'nullable|string',
    });
    const server = ownPlexServer(user, body.server_id);
    if (!server) throw validationFailed({ server_id: ['The selected server is invalid.'] });
    const reason = notRunning(server);
    if (reason) throw conflict(`${reason}, so collections cannot be created on it.`);
    const library = libraryOf(server, body.library_id);
    if (!library) throw validationFailed({ library_id: ['The selected library is invalid.'] });
    const name = str(body.name);
    if (db.plexCollection.getAll().some((collection) => collection.library_id === library.id && collection.name.toLowerCase() === name.toLowerCase())) {
      throw validationFailed({ name: [`A collection named “${name}” already exists in ${library.name}.`] });
    }

    let itemsCount: number;
    let preset: string | null = null;
    let skipped: string[] = [];
    if (body.preset !== undefined && body.preset !== null) {
      const chosen = COLLECTION_PRESETS.find((candidate) => candidate.id === body.preset);
      if (!chosen) throw validationFailed({ preset: ['The selected preset is invalid.'] });
      if (!chosen.media_types.includes(library.media_type)) {
        throw validationFailed({ preset: [`The ${chosen.name} preset does not fit ${library.name}.`] });
      }
      preset = chosen.id;
      itemsCount = chosen.size(library.items ?? 0);
    } else {
      const titles = (Array.isArray(body.titles) ? body.titles : []).map(str).filter((title) => title.trim() !== '');
      if (titles.length === 0) throw validationFailed({ titles: ['The titles field is required when preset is not present.'] });
      const { found, missing } = matchTitles(library, titles);
      if (found.length === 0) throw validationFailed({ titles: [`None of these titles are in ${library.name}.`] });
      itemsCount = found.length;
      skipped = missing;
    }

    const row = db.plexCollection.create({
      id: nextId('plexCollection'),
      server_id: server.id,
      library_id: library.id,
      name,
      items_count: itemsCount,
      preset,
      created_at: isoNow(),
    });
    const notFoundNote = skipped.length ? ` Not found in ${library.name}: ${listNames(skipped)}.` : '';
    return {
      success: true,
      message: `The collection “${name}” has been created in ${library.name} with ${plural(itemsCount, 'title', 'titles')}.${notFoundNote}`,
      data: toCollection(row),
    };
  }),

  route('delete', '/api/customer/plex-tools/collections/{collection}')(({ request, params }) => {
    const user = requirePlexTools(request);
    const collection = db.plexCollection.findFirst({ where: { id: { equals: intParam(params, 'collection') } } });
    const server = collection ? ownPlexServer(user, collection.server_id) : null;
    if (!collection || !server) throw notFound('Collection not found.');
    const reason = notRunning(server);
    if (reason) throw conflict(`${reason}, so its collections cannot be changed.`);
    db.plexCollection.delete({ where: { id: { equals: collection.id } } });
    return { success: true, message: `The collection “${collection.name}” has been deleted.` };
  }),

  // ---------------------------------------------------------------- scans
  route('get', '/api/customer/plex-tools/scans')(({ request }) => {
    const user = requirePlexTools(request);
    const serverIds = new Set(plexServersOf(user).map((server) => server.id));
    const scans = db.plexScan
      .getAll()
      .filter((scan) => serverIds.has(scan.server_id))
      .map(settleScan)
      .sort((a, b) => Number(b.status === 'running') - Number(a.status === 'running') || b.started_at.localeCompare(a.started_at) || b.id - a.id)
      .slice(0, SCANS_SHOWN);
    return { success: true, data: scans.map(toScan) };
  }),

  route('post', '/api/customer/plex-tools/scans')(({ request, body }) => {
    const user = requirePlexTools(request);
    validate(body, { server_id: 'required|integer', library_id: 'required|integer' });
    const server = ownPlexServer(user, body.server_id);
    if (!server) throw validationFailed({ server_id: ['The selected server is invalid.'] });
    const library = libraryOf(server, body.library_id);
    if (!library) throw validationFailed({ library_id: ['The selected library is invalid.'] });
    const reason = notRunning(server);
    if (reason) throw conflict(`${reason}, so its libraries cannot be scanned.`);
    const running = db.plexScan.getAll().map(settleScan).some((scan) => scan.library_id === library.id && scan.status === 'running');
    if (running) throw conflict(`${library.name} on ${server.name} is being scanned already.`);
    const row = db.plexScan.create({
      id: nextId('plexScan'),
      server_id: server.id,
      library_id: library.id,
      status: 'running',
      started_at: isoNow(),
      finishes_at: later({ seconds: transitionMs() / 1000 }),
      finished_at: null,
      items_added: null,
      message: null,
    });
    return { success: true, message: `The scan of ${library.name} on ${server.name} has started.`, data: toScan(row) };
  }),
];
