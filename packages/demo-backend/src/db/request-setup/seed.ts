import { ago } from '#lib/clock.ts';
import { db } from '../database.ts';

/** The rules' one row. */
export const REQUEST_RULES_ID = 'lounge';
/** Requests a customer may make in seven days, and a trial account: the rules' seeded values. */
export const DEFAULT_WEEKLY_LIMIT = 10;
export const DEFAULT_TRIAL_WEEKLY_LIMIT = 3;

/** How many contributions are generated, spread over the last twelve months. */
export const GENERATED_CONTRIBUTIONS = 420;

/** A small deterministic generator (mulberry32), so every seed gives the same rows. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let next = Math.imul(state ^ (state >>> 15), 1 | state);
    next = (next + Math.imul(next ^ (next >>> 7), 61 | next)) ^ next;
    return ((next ^ (next >>> 14)) >>> 0) / 4294967296;
  };
}

function seedRules(): void {
  db.requestRules.create({
    id: REQUEST_RULES_ID,
    weekly_limit: DEFAULT_WEEKLY_LIMIT,
    trial_weekly_limit: DEFAULT_TRIAL_WEEKLY_LIMIT,
    max_seasons: 3,
    uhd_requests: 'customers',
    auto_approve_contributors: true,
    updated_at: ago({ days: 41 }),
  });
  // Customers whose own limit the support team agreed on; none of the demo sign-in accounts.
  const overrides: [userId: number, limit: number, note: string | null, daysAgo: number][] = [
    [6, 25, 'Family plan with four households; agreed in ticket #1042.', 120],
    [15, 5, 'Asked for a lower limit to keep the server small.', 64],
    [104, 20, null, 33],
    [131, 0, 'Requests paused while the account is reviewed.', 12],
    [187, 15, 'Runs a film club; renewed every quarter.', 5],
  ];
  overrides.forEach(([user_id, weekly_limit, note, daysAgo], index) => {
    db.requestLimitOverride.create({ id: index + 1, user_id, weekly_limit, note, created_at: ago({ days: daysAgo, hours: index * 3 }) });
  });
}

function seedLibraryMaps(): void {
  const maps: [serverType: string, requestType: string, library: string, path: string][] = [
    ['plex', 'movie', 'Movies', '/data/media/movies'],
    ['plex', 'movie_4k', '4K Movies', '/data/media/movies-4k'],
    ['plex', 'show', 'TV Shows', '/data/media/tv'],
    ['plex', 'show_4k', '4K TV Shows', '/data/media/tv-4k'],
    ['emby', 'movie', 'Movies', '/mnt/media/movies'],
    ['emby', 'movie_4k', 'Movies UHD', '/mnt/media/movies-uhd'],
    ['emby', 'show', 'TV', '/mnt/media/tv'],
    ['emby', 'show_4k', 'TV UHD', '/mnt/media/tv-uhd'],
    ['jellyfin', 'movie', 'Movies', '/media/movies'],
    ['jellyfin', 'movie_4k', 'Movies (4K)', '/media/movies-4k'],
    ['jellyfin', 'show', 'Shows', '/media/shows'],
    ['jellyfin', 'show_4k', 'Shows (4K)', '/media/shows-4k'],
  ];
  maps.forEach(([server_type, request_type, library, path], index) => {
    db.libraryMap.create({ id: index + 1, server_type, request_type, library, path, updated_at: index % 4 === 1 ? ago({ days: 90 - index }) : null });
  });
}

function seedMediaTypes(): void {
  const types: [name: string, slug: string, enabled: boolean, mapsTo: string][] = [
    ['Movies', 'movies', true, 'movie'],
    ['Movies in 4K', 'movies-4k', true, 'movie_4k'],
    ['TV shows', 'tv-shows', true, 'show'],
    ['TV shows in 4K', 'tv-shows-4k', true, 'show_4k'],
    ['Anime', 'anime', true, 'show'],
    ['Documentaries', 'documentaries', true, 'movie'],
    ['Kids & family', 'kids-family', false, 'movie'],
    ['Stand-up comedy', 'stand-up', false, 'movie'],
  ];
  types.forEach(([name, slug, enabled, maps_to], index) => db.mediaType.create({ id: index + 1, name, slug, enabled, maps_to, position: index }));
}

/**
 * What the contributors added, oldest first: titles of the catalogue, most of them added, some
 * upgraded to 4K or fixed; the demo contributor (Sofia Rossi) and a few busy ones do most of it.
 */
function seedContributions(): void {
  const contributors = db.user
    .getAll()
    .filter((user) => user.is_contributor)
    .map((user) => user.id)
    .sort((a, b) => a - b);
  const titles = db.mediaItem
    .getAll()
    .filter((item) => item.available)
    .sort((a, b) => a.id - b.id);
  if (!contributors.length || !titles.length) return;
  const next = random(2026);
  for (let index = 0; index < GENERATED_CONTRIBUTIONS; index += 1) {
    // A few contributors do most of the work: squaring the draw leans towards the first ones.
    const who = contributors[Math.floor(next() ** 2 * contributors.length)]!;
    const item = titles[Math.floor(next() * titles.length)]!;
    const roll = next();
    const kind = roll < 0.68 ? 'added' : roll < 0.84 && item.uhd ? 'upgraded' : roll < 0.84 ? 'added' : 'fixed';
    const daysAgo = Math.floor(((GENERATED_CONTRIBUTIONS - index) * 365) / GENERATED_CONTRIBUTIONS);
    db.contribution.create({
      id: index + 1,
      user_id: who,
      title: item.year ? `${item.title} (${item.year})` : item.title,
      kind,
      media_type: item.type === 'show' ? 'show' : 'movie',
      created_at: ago({ days: daysAgo, hours: Math.floor(next() * 20), minutes: Math.floor(next() * 60) }),
    });
  }
}

/** The request lounge's rules, overrides, library maps, media types and contributions; after the lounge's catalogue. */
export function seedRequestSetup(): void {
  seedRules();
  seedLibraryMaps();
  seedMediaTypes();
  seedContributions();
}
