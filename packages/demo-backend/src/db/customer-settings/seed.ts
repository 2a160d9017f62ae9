import { ago } from '#lib/clock.ts';
import { db } from '../database.ts';

type Person = [name: string | null, username: string | null, email: string, status: 'active' | 'pending', lastSeenHoursAgo: number | null, joinedDaysAgo: number];
/** Which libraries of a server a person gets, by library name; `all` is every one. */
type Access = [serverId: number, libraries: 'all' | string[]];

/** The Plex customer's friends and family: enough of them for the list to page. */
const JORDANS_PEOPLE: [Person, string[] | 'all'][] = [
  [['Taylor Kim', 'taylork', 'taylor.kim@example.com', 'active', 3, 120], 'all'],
  [['Marcus Lee', 'marcus_lee', 'marcus.lee@example.com', 'active', 26, 96], ['Movies', 'TV Shows']],
  [[null, null, 'grandma.lee@example.com', 'pending', null, 4], ['Movies']],
  [['Dev Patel', 'devp', 'dev.patel@example.net', 'active', 50, 41], ['Movies', 'TV Shows']],
  [['Aisha Rahman', 'aisha.r', 'aisha.rahman@example.com', 'active', 5, 88], 'all'],
  [['Ben Carter', 'bencarter', 'ben.carter@example.com', 'active', 200, 160], ['TV Shows']],
  [['Carla Mendes', 'carlam', 'carla.mendes@example.pt', 'active', 12, 75], ['Movies', 'Music']],
  [['Daniel Kovač', 'dkovac', 'daniel.kovac@example.hr', 'active', 72, 140], ['Movies']],
  [['Elif Yılmaz', 'elify', 'elif.yilmaz@example.com', 'active', 1, 33], 'all'],
  [['Felix Braun', 'felixb', 'felix.braun@example.de', 'active', 400, 300], ['Movies', 'TV Shows']],
  [['Grace Okoro', 'graceo', 'grace.okoro@example.com', 'active', 9, 61], ['TV Shows', 'Music']],
  [['Hiro Sato', 'hiro_s', 'hiro.sato@example.jp', 'active', 30, 57], ['Movies']],
  [['Isla MacLeod', 'islam', 'isla.macleod@example.co.uk', 'active', 700, 330], ['Music']],
  [['Jonas Lind', 'jlind', 'jonas.lind@example.se', 'active', 15, 45], 'all'],
  [['Kofi Mensah', 'kofi', 'kofi.mensah@example.com', 'active', 2, 29], ['Movies', 'TV Shows']],
  [['Lucía Romero', 'luciar', 'lucia.romero@example.es', 'active', 48, 110], ['Movies']],
  [['Mei Chen', 'meichen', 'mei.chen@example.com', 'active', 6, 20], 'all'],
  [['Nils Hansen', 'nilsh', 'nils.hansen@example.no', 'active', 90, 150], ['TV Shows']],
  [['Olivia Brown', 'livb', 'olivia.brown@example.com', 'active', 20, 66], ['Movies', 'TV Shows']],
  [['Pavel Novák', 'pnovak', 'pavel.novak@example.cz', 'active', 130, 200], ['Movies']],
  [['Quinn Harper', 'quinnh', 'quinn.harper@example.com', 'active', 4, 12], ['TV Shows']],
  [['Rosa Álvarez', null, 'rosa.alvarez@example.mx', 'pending', null, 2], ['Movies', 'TV Shows']],
  [['Sven Olsen', 'svenno', 'sven.olsen@example.dk', 'active', 60, 90], 'all'],
  [['Tariq Aziz', 'tariqa', 'tariq.aziz@example.com', 'active', 11, 38], ['Movies']],
];

const OTHERS: [ownerId: number, Person, Access[]][] = [
  [4, ['Ravi Shah', 'ravi', 'ravi.shah@example.com', 'active', 2, 300], [[2, 'all']]],
  [4, ['Anika Shah', 'anika', 'anika.shah@example.com', 'active', 30, 300], [[2, ['Movies', 'TV']]]],
  [4, ['Neha Kapoor', null, 'neha.kapoor@example.in', 'pending', null, 3], [[2, ['Movies']]]],
  [5, ['Lucía García', 'luciag', 'lucia.garcia@example.es', 'active', 7, 250], [[3, 'all']]],
  [5, ['Pablo García', 'pablog', 'pablo.garcia@example.es', 'active', 100, 240], [[3, ['Films', 'Series']]]],
  [5, ['Inés Torres', null, 'ines.torres@example.es', 'pending', null, 1], [[3, ['Films']]]],
  [6, ['Jonas Becker', 'jonas.b', 'jonas.becker@example.de', 'active', 8, 800], [[4, 'all'], [5, ['Movies', 'TV']]]],
  [6, [null, null, 'mia.becker@example.de', 'pending', null, 2], [[4, ['Movies']]]],
  [6, ['Oma Becker', 'oma', 'oma.becker@example.de', 'active', 170, 500], [[5, ['Movies']]]],
  [10, ['Beatriz Ferreira', 'bia', 'beatriz.ferreira@example.pt', 'active', 19, 150], [[9, 'all']]],
];

function libraryIds(serverId: number, wanted: 'all' | string[]): number[] {
  return db.library
    .getAll()
    .filter((library) => library.server_id === serverId && (wanted === 'all' || wanted.includes(library.name)))
    .map((library) => library.id)
    .sort((a, b) => a - b);
}

/**
 * The account settings of the customers: their preferences, the preferences of their servers,
 * the people they share servers with (the same people as their invites), and their CDN hosts.
 * Runs after the servers and libraries are seeded.
 */
export function seedCustomerSettings(): void {
  const accounts: [userId: number, timezone: string, ticketReplies: boolean, serverProblems: boolean, newsletter: boolean, passwordDaysAgo: number | null][] = [
    [3, 'Europe/London', true, true, false, 8],
    [4, 'Asia/Kolkata', true, true, true, null],
    [5, 'Europe/Madrid', false, true, false, 120],
    [6, 'Europe/Berlin', true, true, false, 300],
  ];
  for (const [userId, timezone, ticketReplies, serverProblems, newsletter, passwordDaysAgo] of accounts) {
    db.accountPreference.create({
      user_id: userId,
      timezone,
      notify_ticket_replies: ticketReplies,
      notify_server_problems: serverProblems,
      notify_newsletter: newsletter,
      password_changed_at: passwordDaysAgo === null ? null : ago({ days: passwordDaysAgo }),
    });
  }

  const servers: [serverId: number, timezone: string, autoUpdate: boolean, day: string, hour: number, quality: string, hardware: boolean, bitrate: number | null][] = [
    [1, 'Europe/London', true, 'sunday', 4, 'automatic', false, 12],
    [2, 'Asia/Kolkata', false, 'wednesday', 2, 'medium', false, null],
    [3, 'Europe/Madrid', true, 'monday', 5, 'auto', false, 8],
    [4, 'Europe/Berlin', true, 'saturday', 3, 'prefer-quality', true, 20],
    [5, 'Europe/Berlin', true, 'saturday', 3, 'fast', false, 4],
  ];
  for (const [serverId, timezone, autoUpdate, day, hour, quality, hardware, bitrate] of servers) {
    db.serverPreference.create({
      server_id: serverId,
      timezone,
      auto_update: autoUpdate,
      maintenance_day: day,
      maintenance_hour: hour,
      transcoder_quality: quality,
      hardware_transcoding: hardware,
      remote_bitrate_mbps: bitrate,
    });
  }

  const people: [ownerId: number, Person, Access[]][] = [...JORDANS_PEOPLE.map(([person, libraries]): [number, Person, Access[]] => [3, person, [[1, libraries]]]), ...OTHERS];
  let accessId = 0;
  people.forEach(([ownerId, [name, username, email, status, lastSeenHoursAgo, joinedDaysAgo], access], index) => {
    const id = index + 1;
    db.sharedUser.create({
      id,
      owner_id: ownerId,
      name,
      username,
      email,
      status,
      last_seen_at: lastSeenHoursAgo === null ? null : ago({ hours: lastSeenHoursAgo }),
      created_at: ago({ days: joinedDaysAgo }),
    });
    for (const [serverId, libraries] of access) {
      accessId += 1;
      db.sharedUserAccess.create({ id: accessId, shared_user_id: id, server_id: serverId, library_ids: libraryIds(serverId, libraries) });
    }
  });

  // The Emby customer set a host up but has not created its DNS record; Hannah Becker's is live.
  db.cdnHost.create({
    user_id: 4,
    host: 'watch.shah-family.example',
    status: 'pending',
    created_at: ago({ days: 1 }),
    checked_at: ago({ hours: 20 }),
    verified_at: null,
    check_message: 'No CNAME record was found for watch.shah-family.example.',
  });
  db.cdnHost.create({
    user_id: 6,
    host: 'stream.becker-cinema.de',
    status: 'active',
    created_at: ago({ days: 400 }),
    checked_at: ago({ days: 399 }),
    verified_at: ago({ days: 399 }),
    check_message: null,
  });
}
