import { ago } from '#lib/clock.ts';
import { db } from '../database.ts';
import { seededLibrary } from '../servers/seed.ts';

type Target = { server_id: number; status: 'synced' | 'failed'; message: string };

/** Plex tools' history: syncs between Hannah Becker's two Plex servers, collections and scans of both Plex customers. */
export function seedPlexTools(): void {
  const runs: [userId: number, sourceId: number, targets: Target[], what: string[], daysAgo: number, minutes: number][] = [
    [6, 4, [{ server_id: 7, status: 'synced', message: 'Copied 603 watch states and 2 users.' }], ['watch_history', 'users'], 64, 6],
    [6, 4, [{ server_id: 7, status: 'synced', message: 'Copied 611 watch states.' }], ['watch_history'], 31, 4],
    [6, 4, [{ server_id: 7, status: 'failed', message: 'Becker Holiday Films is suspended, so it could not take the data.' }], ['watch_history'], 3, 1],
  ];
  runs.forEach(([userId, sourceId, targets, what, daysAgo, minutes], index) => {
    const started = ago({ days: daysAgo, hours: 2 });
    const finished = ago({ days: daysAgo, hours: 2, minutes: -minutes });
    db.plexSyncRun.create({ id: index + 1, user_id: userId, source_server_id: sourceId, targets_json: JSON.stringify(targets), what, started_at: started, finishes_at: finished, finished_at: finished });
  });

  const collections: [serverId: number, libraryName: string, name: string, items: number, preset: string | null, daysAgo: number][] = [
    [1, 'Movies', 'Silent classics', 14, null, 120],
    [1, 'Movies', 'Noir nights', 6, null, 45],
    [1, 'Movies', 'Recently added', 50, 'recently-added', 200],
    [1, 'TV Shows', 'Saturday sitcoms', 5, null, 18],
    [4, '4K Movies', '4K showcase', 9, null, 300],
    [4, 'Movies', 'Top rated', 148, 'top-rated', 90],
    [4, 'TV Shows', 'Holiday favourites', 4, 'holiday', 12],
  ];
  collections.forEach(([serverId, libraryName, name, items, preset, daysAgo], index) => {
    db.plexCollection.create({ id: index + 1, server_id: serverId, library_id: seededLibrary(serverId, libraryName).id, name, items_count: items, preset, created_at: ago({ days: daysAgo }) });
  });

  const scans: [serverId: number, libraryName: string, status: 'finished' | 'failed', added: number | null, message: string | null, hoursAgo: number, minutes: number][] = [
    [1, 'Movies', 'finished', 12, null, 49, 4],
    [1, 'TV Shows', 'finished', 3, null, 26, 2],
    [1, 'Music', 'failed', null, 'The library folder /data/media/music could not be read. Check that your storage is mounted.', 24 * 9, 1],
    [1, 'Movies', 'finished', 0, null, 24 * 12, 3],
    [4, '4K Movies', 'finished', 2, null, 20, 7],
    [4, 'Movies', 'finished', 5, null, 24 * 4, 5],
    [7, 'Movies', 'finished', 1, null, 24 * 30, 3],
  ];
  scans.forEach(([serverId, libraryName, status, added, message, hoursAgo, minutes], index) => {
    const started = ago({ hours: hoursAgo });
    const finished = ago({ hours: hoursAgo, minutes: -minutes });
    db.plexScan.create({
      id: index + 1,
      server_id: serverId,
      library_id: seededLibrary(serverId, libraryName).id,
      status,
      started_at: started,
      finishes_at: finished,
      finished_at: finished,
      items_added: added,
      message,
    });
  });
}
