import { ago } from '#lib/clock.ts';
import { db } from '../database.ts';

type Entry = [title: string, year: number, overview: string, uhd: boolean, available: boolean, categories: string[], popularity: number];

const MOVIES: Entry[] = [
  ['Metropolis', 1927, 'In a futuristic city sharply divided between workers and planners, the son of the city’s mastermind falls for a prophet who predicts the coming of a saviour.', true, true, ['popular', 'top-rated'], 94],
  ['Nosferatu', 1922, 'Vampire Count Orlok expresses interest in a new residence and in his real-estate agent’s young wife.', true, true, ['popular', 'top-rated'], 91],
  ['The General', 1926, 'After being rejected by the Confederate army, an engineer must single-handedly rescue his beloved locomotive and his girl from Union spies.', true, true, ['top-rated'], 83],
  ['Sherlock Jr.', 1924, 'A film projectionist longs to be a detective, and puts his meagre skills to work when he is framed by a rival for stealing his girlfriend’s father’s pocketwatch.', false, true, ['top-rated'], 71],
  ['Safety Last!', 1923, 'A boy leaves his country town for the big city to make good, and ends up climbing the outside of a department store.', false, true, ['popular'], 69],
  ['The Kid', 1921, 'The Tramp cares for an abandoned child, but events put their relationship in jeopardy.', false, true, ['popular', 'top-rated'], 80],
  ['The Cabinet of Dr. Caligari', 1920, 'A hypnotist uses a somnambulist to commit murders in a small German town.', false, false, ['top-rated'], 66],
  ['A Trip to the Moon', 1902, 'A group of astronomers go on an expedition to the Moon.', false, true, ['popular'], 58],
  ['The Phantom of the Opera', 1925, 'A mad, disfigured composer seeks love with a lovely young opera singer.', false, false, ['popular'], 61],
  ['Night of the Living Dead', 1968, 'A ragtag group of people barricade themselves in an old farmhouse to remain safe from flesh-eating ghouls.', true, true, ['popular', 'recently-added'], 88],
  ['His Girl Friday', 1940, 'A newspaper editor uses every trick in the book to keep his ex-wife and best reporter from remarrying.', false, true, ['top-rated'], 73],
  ['Charade', 1963, 'Romance and suspense ensue in Paris as a woman is pursued by several men who want a fortune her murdered husband had stolen.', true, true, ['popular', 'recently-added'], 86],
  ['The Little Shop of Horrors', 1960, 'A clumsy young man nurtures a plant and discovers that it is carnivorous.', false, false, ['recently-added'], 52],
  ['Carnival of Souls', 1962, 'After a traumatic accident, a woman becomes drawn to a mysterious abandoned carnival.', false, false, ['recently-added'], 49],
  ['Detour', 1945, 'A down-on-his-luck nightclub pianist hitchhikes across the country and is drawn into a web of murder.', false, false, ['top-rated'], 47],
  ['D.O.A.', 1950, 'A man who has been poisoned spends his last hours hunting down his own killer.', false, true, ['top-rated'], 45],
  ['The Man with the Golden Arm', 1955, 'A drummer with a heroin problem struggles to stay clean after leaving prison.', false, false, ['popular'], 44],
  ['Plan 9 from Outer Space', 1957, 'Aliens resurrect dead humans as zombies and vampires to stop humanity from creating the Solaranite bomb.', false, false, ['recently-added'], 55],
  ['The Last Man on Earth', 1964, 'A scientist is the only survivor of a plague that turns everybody else into vampiric creatures.', false, true, ['recently-added'], 51],
  ['House on Haunted Hill', 1959, 'A millionaire offers ten thousand dollars to five people who agree to spend the night in a spooky house.', false, true, ['popular', 'recently-added'], 63],
  ['The Great Train Robbery', 1903, 'A group of bandits stage a brazen train hold-up, only to find a determined posse hot on their heels.', false, true, ['top-rated'], 40],
  ['Steamboat Bill, Jr.', 1928, 'The effete son of a cantankerous riverboat captain comes to join his father’s crew.', false, true, ['top-rated'], 57],
  ['The Gold Rush', 1925, 'A prospector goes to the Klondike during the 1890s gold rush in hopes of making his fortune.', false, false, ['popular'], 74],
  ['Battleship Potemkin', 1925, 'In the midst of the Russian Revolution of 1905, the crew of a battleship mutiny against the brutal officers.', true, false, ['top-rated'], 60],
  ['The Lost World', 1925, 'An expedition to a remote plateau in the Amazon finds dinosaurs still roaming the earth.', false, true, ['popular'], 50],
  ['Meet John Doe', 1941, 'A reporter invents a man who vows to kill himself on Christmas, then has to hire someone to play him.', false, false, ['recently-added'], 42],
  ['Scarlet Street', 1945, 'A cashier and part-time painter is drawn into a world of deceit by a femme fatale and her boyfriend.', false, true, ['top-rated'], 46],
  ['The Stranger', 1946, 'An investigator from the War Crimes Commission travels to Connecticut to find a Nazi fugitive.', false, false, ['popular'], 48],
  ['Royal Wedding', 1951, 'A brother and sister dance act travels to London during the royal wedding of Princess Elizabeth.', false, true, ['recently-added'], 39],
  ['McLintock!', 1963, 'A cattle baron deals with family troubles, land disputes and the return of his estranged wife.', false, false, ['popular'], 43],
];

const SHOWS: Entry[] = [
  ['The Beverly Hillbillies', 1962, 'A poor mountaineer strikes oil and moves his family to a Beverly Hills mansion.', false, true, ['popular'], 70],
  ['The Lucy Show', 1962, 'A widowed mother of two shares her home with a divorced friend and gets into one scheme after another.', false, true, ['popular', 'top-rated'], 66],
  ['Bonanza', 1959, 'The adventures of the Cartwright family on their Ponderosa ranch near Virginia City, Nevada.', false, false, ['popular', 'top-rated'], 78],
  ['The Dick Van Dyke Show', 1961, 'A comedy writer juggles his work on a TV variety show and family life in the suburbs.', false, true, ['top-rated'], 64],
  ['One Step Beyond', 1959, 'Dramatisations of allegedly true stories of the paranormal, introduced by John Newland.', false, false, ['recently-added'], 41],
  ['Dragnet', 1951, 'Sergeant Joe Friday and his partners investigate crimes in Los Angeles.', false, true, ['top-rated'], 59],
  ['The Cisco Kid', 1950, 'The adventures of a caballero and his sidekick Pancho in the Old West.', false, false, ['recently-added'], 35],
  ['Sherlock Holmes', 1954, 'The great detective and Dr. Watson solve mysteries in Victorian London.', false, true, ['popular'], 52],
  ['The Andy Griffith Show', 1960, 'The sheriff of Mayberry, North Carolina, keeps the peace with common sense and humour.', false, true, ['popular', 'top-rated'], 75],
  ['Petticoat Junction', 1963, 'A widow runs a rural hotel with her three daughters and their Uncle Joe.', false, false, ['recently-added'], 38],
  ['Decoy', 1957, 'A policewoman goes undercover in New York City.', false, false, ['recently-added'], 33],
  ['Flash Gordon', 1954, 'Flash Gordon and his companions patrol the galaxy for the Galactic Bureau of Investigation.', false, true, ['popular'], 44],
  ['The Jack Benny Program', 1950, 'The comedian’s long-running radio show moves to television, stinginess and all.', false, false, ['top-rated'], 37],
  ['Annie Oakley', 1954, 'The sharpshooter keeps law and order in the town of Diablo, Arizona.', false, true, ['recently-added'], 31],
];

/** Real season counts of the hand-picked shows. */
const SHOW_SEASONS: Record<string, number> = {
  'The Beverly Hillbillies': 9,
  'The Lucy Show': 6,
  Bonanza: 14,
  'The Dick Van Dyke Show': 5,
  'One Step Beyond': 3,
  Dragnet: 8,
  'The Cisco Kid': 6,
  'Sherlock Holmes': 1,
  'The Andy Griffith Show': 8,
  'Petticoat Junction': 7,
  Decoy: 1,
  'Flash Gordon': 1,
  'The Jack Benny Program': 15,
  'Annie Oakley': 3,
};

/** How many titles the generator adds after the hand-picked ones: enough for dozens of pages. */
export const GENERATED_MOVIES = 960;
export const GENERATED_SHOWS = 400;

/** A small seeded generator (mulberry32): the same seed gives the same catalogue every time. */
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

const ADJECTIVES = [
  'Silent', 'Crimson', 'Hollow', 'Golden', 'Midnight', 'Broken', 'Distant', 'Wild', 'Frozen', 'Burning',
  'Hidden', 'Last', 'Northern', 'Quiet', 'Restless', 'Scarlet', 'Shattered', 'Southern', 'Velvet', 'Wandering',
  'Electric', 'Forgotten', 'Iron', 'Lonely', 'Painted', 'Paper', 'Secret', 'Silver', 'Sleeping', 'Stolen',
  'Sunken', 'Twisted', 'Violet', 'Winter', 'Amber', 'Copper', 'Glass', 'Salt', 'Neon', 'Endless',
];
const NOUNS = [
  'Harbour', 'Orchard', 'Signal', 'Frontier', 'Lighthouse', 'Garden', 'Kingdom', 'Station', 'Horizon', 'Canyon',
  'Archive', 'Circus', 'Meridian', 'Avenue', 'Empire', 'Fortress', 'Island', 'Labyrinth', 'Mirror', 'Orbit',
  'Parade', 'Passage', 'Reservoir', 'River', 'Summit', 'Tide', 'Tower', 'Valley', 'Voyage', 'Witness',
  'Carousel', 'Compass', 'Engine', 'Ferry', 'Glacier', 'Lantern', 'Monument', 'Quarry', 'Railway', 'Sanctuary',
];
const PLACES = ['Lisbon', 'Marseille', 'Tangier', 'Oslo', 'Havana', 'Kyoto', 'Valparaíso', 'Trieste', 'Reykjavík', 'Nairobi', 'Montreal', 'Gdańsk'];
const WHO = [
  'A retired cartographer', 'Two estranged sisters', 'A night-shift nurse', 'A young ferry pilot', 'An ageing jazz drummer',
  'A disgraced detective', 'A travelling circus family', 'A stubborn lighthouse keeper', 'A teenage radio amateur', 'A small-town mayor',
  'A reluctant heir', 'An exiled chef', 'A widowed beekeeper', 'A rookie reporter', 'A pair of rival climbers',
];
const WHAT = [
  'uncovers a decades-old secret', 'races against a coming storm', 'is drawn into a smuggling ring', 'searches for a missing brother',
  'must win back a lost fortune', 'stumbles on a forged masterpiece', 'tries to keep a failing theatre alive', 'follows a signal no one else can hear',
  'crosses a frozen border', 'takes on a corrupt harbour board', 'plans one last heist', 'restores a derelict carousel',
];
const WHERE = [
  'in a town that no longer appears on any map', 'over one long summer', 'on the last night of the year', 'in a city about to flood',
  'along a railway line closing for good', 'while the whole village watches', 'with nothing but a borrowed car', 'before the tide turns',
];
const CATEGORY_SLUGS = ['popular', 'top-rated', 'recently-added'] as const;

function pick<T>(items: readonly T[], next: () => number): T {
  return items[Math.floor(next() * items.length)] as T;
}

function generatedTitle(next: () => number, type: 'movie' | 'show'): string {
  const adjective = pick(ADJECTIVES, next);
  const noun = pick(NOUNS, next);
  const shape = Math.floor(next() * 5);
  if (type === 'show') return [`${adjective} ${noun}`, `The ${noun}`, `${noun} Street`, `${adjective} ${noun} Files`, `Tales of the ${noun}`][shape] as string;
  return [`The ${adjective} ${noun}`, `${adjective} ${noun}`, `A ${noun} in ${pick(PLACES, next)}`, `The ${noun} of ${pick(PLACES, next)}`, `${noun} at Midnight`][shape] as string;
}

/** Titles, years and plots for the catalogue beyond the hand-picked classics; deterministic. */
interface Seeded {
  entry: Entry;
  seasons: number | null;
}

function generateEntries(type: 'movie' | 'show', count: number, taken: Set<string>): Seeded[] {
  const next = random(type === 'movie' ? 19_271 : 40_961);
  const entries: Seeded[] = [];
  while (entries.length < count) {
    const base = generatedTitle(next, type);
    // A title that is taken gets a sequel number, as studios do.
    let title = base;
    for (let sequel = 2; taken.has(title); sequel += 1) title = `${base} ${sequel}`;
    taken.add(title);
    const year = type === 'movie' ? 1930 + Math.floor(next() * 95) : 1950 + Math.floor(next() * 75);
    const overview = `${pick(WHO, next)} ${pick(WHAT, next)} ${pick(WHERE, next)}.`;
    const popularity = 1 + Math.floor(next() * 98);
    const categories = CATEGORY_SLUGS.filter((slug) => {
      if (slug === 'popular') return popularity >= 55;
      if (slug === 'recently-added') return year >= 2010 || next() < 0.15;
      return next() < 0.35;
    });
    const uhd = year >= 1990 ? next() < 0.5 : next() < 0.12;
    const available = next() < 0.25;
    const seasons = type === 'show' ? 1 + Math.floor(next() * 8) : null;
    entries.push({ entry: [title, year, overview, uhd, available, categories, popularity], seasons });
  }
  return entries;
}

/** The catalogue, hand-picked titles first, then the reports, lost titles and plays of it. */
export function seedMedia(): void {
  let id = 0;
  const taken = new Set([...MOVIES, ...SHOWS].map(([title]) => title));
  // The hand-picked titles keep their ids (1 to 44) whatever the generator adds after them.
  const lists: ['movie' | 'show', Seeded[]][] = [
    ['movie', MOVIES.map((entry) => ({ entry, seasons: null }))],
    ['show', SHOWS.map((entry) => ({ entry, seasons: SHOW_SEASONS[entry[0]] ?? 1 }))],
    ['movie', generateEntries('movie', GENERATED_MOVIES, taken)],
    ['show', generateEntries('show', GENERATED_SHOWS, taken)],
  ];
  for (const [type, entries] of lists) {
    for (const { entry, seasons } of entries) {
      const [title, year, overview, uhd, available, categories, popularity] = entry;
      id += 1;
      db.mediaItem.create({ id, title, type, year, overview, uhd, available, categories, popularity, seasons });
    }
  }
  seedLoungeActivity();
}

function mediaId(title: string): number {
  const row = db.mediaItem.findFirst({ where: { title: { equals: title } } });
  if (!row) throw new Error(`The demo catalogue has no title "${title}".`);
  return row.id;
}

/** Generated titles that are not on any server, in catalogue order, for lost-and-found rows. */
function unavailable(type: 'movie' | 'show', skip: number, count: number): number[] {
  return db.mediaItem
    .getAll()
    .filter((row) => row.type === type && !row.available && row.id > MOVIES.length + SHOWS.length)
    .slice(skip, skip + count)
    .map((row) => row.id);
}

/** Reports, lost titles and plays: what customers' servers have been through. */
function seedLoungeActivity(): void {
  const reports: [userId: number, title: string, issue: string, details: string | null, season: number | null, episode: number | null, status: string, reply: string | null, daysAgo: number][] = [
    [3, 'Bonanza', 'missing_episodes', 'Season 3 stops after episode 20.', 3, null, 'open', null, 2],
    [3, 'Charade', 'wrong_audio', 'The audio is the Italian dub, not the original English.', null, null, 'in_progress', 'We found an English copy and are replacing the file.', 6],
    [3, 'Metropolis', 'bad_quality', 'Heavy blocking in the 4K version during dark scenes.', null, null, 'resolved', 'The 4K file has been replaced with a better encode.', 21],
    [3, 'The Andy Griffith Show', 'missing_subtitles', null, 2, null, 'rejected', 'No English subtitles exist for this season yet.', 40],
    [6, 'Night of the Living Dead', 'wrong_title', 'Shows up as the 1990 remake.', null, null, 'open', null, 1],
  ];
  reports.forEach(([userId, title, issue, details, season, episode, status, reply, daysAgo], index) => {
    const created = ago({ days: daysAgo, hours: 4 });
    db.mediaReport.create({
      id: index + 1,
      user_id: userId,
      media_id: mediaId(title),
      issue,
      details,
      season,
      episode,
      status,
      reply,
      created_at: created,
      updated_at: status === 'open' ? created : ago({ days: Math.max(0, daysAgo - 1) }),
    });
  });

  const lostMovies = unavailable('movie', 0, 6);
  const lostShows = unavailable('show', 0, 2);
  const lost: [userId: number, serverId: number, media: number | undefined, library: string, reason: string, status: string, restorable: boolean, daysAgo: number][] = [
    [3, 1, lostMovies[0], 'Movies', 'file_missing', 'lost', true, 1],
    [3, 1, lostMovies[1], 'Movies', 'storage_failure', 'lost', true, 3],
    [3, 1, lostShows[0], 'TV Shows', 'library_removed', 'lost', false, 5],
    [3, 1, lostMovies[2], 'Movies', 'replaced', 'restoring', true, 8],
    [3, 1, lostMovies[3], 'Movies', 'file_missing', 'restored', true, 30],
    [3, 1, lostMovies[4], 'Movies', 'storage_failure', 'lost', false, 45],
    [6, 4, lostMovies[5], '4K Movies', 'file_missing', 'lost', true, 2],
    [6, 5, lostShows[1], 'TV', 'library_removed', 'lost', false, 12],
  ];
  lost.forEach(([userId, serverId, media, library, reason, status, restorable, daysAgo], index) => {
    if (media === undefined) throw new Error('The demo catalogue has too few titles for lost and found.');
    db.lostMedia.create({ id: index + 1, user_id: userId, server_id: serverId, media_id: media, library, reason, status, restorable, lost_at: ago({ days: daysAgo, hours: 7 }) });
  });

  // Plays on every server: a slice of what is available, on a few days spread over the last year.
  const available = db.mediaItem.getAll().filter((row) => row.available);
  let playId = 0;
  for (const server of db.server.getAll()) {
    const next = random(7_919 * server.id);
    for (let title = 0; title < 24; title += 1) {
      const media = pick(available, next);
      const days = [Math.floor(next() * 6), Math.floor(next() * 28), Math.floor(next() * 360), Math.floor(next() * 900)];
      for (const daysAgo of days) {
        playId += 1;
        const plays = 1 + Math.floor(next() * (media.popularity / 8));
        db.mediaPlay.create({ id: playId, server_id: server.id, media_id: media.id, plays, viewers: 1 + Math.floor(next() * Math.min(plays, 6)), played_at: ago({ days: daysAgo, hours: 2 }) });
      }
    }
  }
}

/** What customers asked for and the titles they follow. */
function seedRequests(): void {
  const requests: [userId: number, mediaId: number, status: string, daysAgo: number][] = [
    [3, 15, 'pending', 1],
    [3, 14, 'approved', 3],
    [3, 2, 'available', 12],
    [3, 18, 'declined', 20],
    [3, 33, 'pending', 2],
    [4, 23, 'pending', 4],
    [6, 24, 'approved', 6],
  ];
  requests.forEach(([userId, mediaId, status, daysAgo], index) => {
    db.mediaRequest.create({ id: index + 1, user_id: userId, media_id: mediaId, status, created_at: ago({ days: daysAgo }) });
  });
  const subscriptions: [userId: number, mediaId: number][] = [[3, 36], [3, 32], [3, 23], [6, 31]];
  subscriptions.forEach(([userId, mediaId], index) => {
    db.subscription.create({ id: index + 1, user_id: userId, media_id: mediaId, created_at: ago({ days: 7 + index }) });
  });
}

/** The catalogue and what customers' servers did with it, then the requests and subscriptions. */
export function seedRequestLounge(): void {
  seedMedia();
  seedRequests();
  seedHistory();
}

/** How many earlier requests and reports the generated customers made, for the staff's lists and statistics. */
export const HISTORIC_REQUESTS = 420;
export const HISTORIC_REPORTS = 36;

const REPORT_DETAILS: Record<string, (string | null)[]> = {
  wrong_audio: ['Only the dubbed audio track is there.', 'Audio drifts out of sync after about twenty minutes.', null],
  bad_quality: ['Looks like a low-bitrate copy, very blocky.', 'The picture is stretched to 4:3.', null],
  missing_episodes: ['A few episodes of the season are missing.', 'The last episode of the season will not play.', null],
  missing_subtitles: ['No English subtitles.', 'Subtitles are out of sync.', null],
  wrong_title: ['This is a different film with the same name.', 'The poster and the file do not match.', null],
  other: ['The file stops playing halfway through.', 'Plays with a green tint on my TV.'],
};
const REPLIES: Record<string, string> = {
  in_progress: 'Thanks, we are looking for a better copy.',
  resolved: 'We replaced the file. It should play fine now.',
  rejected: 'We checked the file and could not find a problem. Please try another player.',
};

/**
 * A year of requests and reports by the generated customers (never the demo accounts, whose rows
 * the tests know), after every hand-made row: older requests are mostly settled, recent ones
 * mostly pending. A title already on the servers is requested only as pending or available.
 */
function seedHistory(): void {
  const next = random(52_711);
  const customers = db.user.getAll().filter((user) => user.id > 100 && !user.admin && !user.restrictions.includes('request-lounge'));
  const titles = db.mediaItem.getAll();
  const taken = new Set(db.mediaRequest.getAll().map((row) => `${row.user_id}:${row.media_id}:${row.uhd}`));
  let id = db.mediaRequest.getAll().reduce((max, row) => Math.max(max, row.id), 0);
  for (let made = 0; made < HISTORIC_REQUESTS; made += 1) {
    const user = pick(customers, next);
    const item = pick(titles, next);
    const uhd = item.uhd && next() < 0.3;
    const key = `${user.id}:${item.id}:${uhd}`;
    // Recent weeks busier than the months before, as the lounge grew.
    const daysAgo = Math.floor(Math.pow(next(), 1.4) * 365);
    const settle = next();
    if (taken.has(key)) continue;
    taken.add(key);
    let status: string;
    if (item.available) status = daysAgo < 3 && settle < 0.5 ? 'pending' : 'available';
    else if (daysAgo < 10) status = settle < 0.7 ? 'pending' : 'approved';
    else status = settle < 0.2 ? 'pending' : settle < 0.6 ? 'approved' : 'declined';
    const seasons: number[] = [];
    if (item.type === 'show' && (item.seasons ?? 1) > 1 && next() < 0.4) {
      for (let season = 1; season <= (item.seasons ?? 1); season += 1) if (next() < 0.5) seasons.push(season);
    }
    id += 1;
    db.mediaRequest.create({ id, user_id: user.id, media_id: item.id, status, uhd, seasons, created_at: ago({ days: daysAgo, hours: Math.floor(next() * 20) }) });
  }

  const issues = Object.keys(REPORT_DETAILS);
  let reportId = db.mediaReport.getAll().reduce((max, row) => Math.max(max, row.id), 0);
  const available = titles.filter((row) => row.available);
  for (let made = 0; made < HISTORIC_REPORTS; made += 1) {
    const user = pick(customers, next);
    const item = pick(available, next);
    const issue = pick(issues, next);
    const details = pick(REPORT_DETAILS[issue] ?? [null], next) ?? (issue === 'other' ? 'Something is wrong with this file.' : null);
    const daysAgo = Math.floor(next() * 120);
    const settle = next();
    const status = daysAgo < 5 ? (settle < 0.7 ? 'open' : 'in_progress') : settle < 0.15 ? 'open' : settle < 0.35 ? 'in_progress' : settle < 0.85 ? 'resolved' : 'rejected';
    const season = item.type === 'show' && issue === 'missing_episodes' ? 1 + Math.floor(next() * (item.seasons ?? 1)) : null;
    const created = ago({ days: daysAgo, hours: 3 });
    reportId += 1;
    db.mediaReport.create({
      id: reportId,
      user_id: user.id,
      media_id: item.id,
      issue,
      details,
      season,
      episode: null,
      status,
      reply: REPLIES[status] ?? null,
      created_at: created,
      updated_at: status === 'open' ? created : ago({ days: Math.max(0, daysAgo - 2) }),
    });
  }
}
