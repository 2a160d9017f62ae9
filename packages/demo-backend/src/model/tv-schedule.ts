import type { components } from '@portal/api-client';
import { db, type ServerRow, type UserRow } from '#db/database.ts';
import { escapeHtml } from '#lib/html.ts';

type Schemas = components['schemas'];
type TvSchedule = Schemas['TvSchedule'];
type TvEpisode = Schemas['TvEpisode'];
type TvShow = Schemas['TvShow'];

interface ShowSeed {
  id: number;
  title: string;
  network: string;
  /** UTC weekdays it airs on, 0 = Sunday. */
  weekdays: readonly number[];
  /** UTC time of day, `HH:MM`. */
  time: string;
  runtime: number;
  season: number;
  /** Weeks between the season's first week and this week; negative when it starts later. */
  premiereWeeksAgo: number;
  episodes: number;
  /** Poster gradient, or null for a show without artwork yet. */
  colors: readonly [string, string] | null;
  titles: readonly string[];
}

/** The shows the demo platform's libraries follow. Episodes air relative to the current week. */
const SHOWS: readonly ShowSeed[] = [
  { id: 1, title: 'Harbour Lights', network: 'Northwind', weekdays: [0], time: '01:00', runtime: 60, season: 3, premiereWeeksAgo: 4, episodes: 10, colors: ['#0f3b57', '#e8a33d'], titles: ['Low Tide', 'The Keeper’s Log', 'Fog Bank', 'Salt and Iron', 'Breakwater', 'Signal Fires', 'Undertow', 'The Crossing', 'Storm Season', 'Landfall'] },
  { id: 2, title: 'The Quiet Frequency', network: 'Meridian+', weekdays: [5], time: '07:00', runtime: 50, season: 2, premiereWeeksAgo: 2, episodes: 8, colors: ['#1d1b3a', '#6ee7b7'], titles: ['Static', 'Carrier Wave', 'Dead Air', 'Interference', 'Call Sign', 'Feedback', 'Night Band', 'Sign-Off'] },
  { id: 3, title: 'Kitchen Brigade', network: 'Channel North', weekdays: [2], time: '20:00', runtime: 45, season: 5, premiereWeeksAgo: 6, episodes: 12, colors: ['#7c2d12', '#fcd34d'], titles: ['Mise en Place', 'Family Meal', 'Pastry Week', 'The Pass', 'Street Food', 'Tasting Menu', 'Brunch Service', 'Fire and Smoke', 'Restaurant Takeover', 'Masterclass', 'Semi-Final', 'The Final'] },
  { id: 4, title: 'Lowland Detectives', network: 'BBX One', weekdays: [0], time: '20:00', runtime: 58, season: 1, premiereWeeksAgo: 1, episodes: 6, colors: ['#1f2937', '#93c5fd'], titles: ['The Dyke Road', 'Polder', 'Reclaimed Land', 'High Water', 'The Sluice Gate', 'Spring Tide'] },
  { id: 5, title: 'Starboard', network: 'Orbit', weekdays: [4], time: '02:00', runtime: 42, season: 4, premiereWeeksAgo: 8, episodes: 13, colors: ['#020617', '#38bdf8'], titles: ['Drift', 'Parallax', 'Hard Burn', 'Perihelion', 'Dark Side', 'Slingshot', 'Event Horizon', 'Lagrange', 'Redshift', 'Zero-G', 'Apogee', 'Re-entry', 'Home Port'] },
  { id: 6, title: 'Late with Mara Quinn', network: 'KVNL', weekdays: [1, 2, 3, 4], time: '04:35', runtime: 40, season: 7, premiereWeeksAgo: 20, episodes: 160, colors: ['#4c1d95', '#f472b6'], titles: [] },
  { id: 7, title: 'Field Notes', network: 'Terra Channel', weekdays: [3], time: '19:00', runtime: 50, season: 2, premiereWeeksAgo: 3, episodes: 8, colors: ['#14532d', '#bef264'], titles: ['Wetlands', 'The Night Shift', 'Canopy', 'Migration', 'Dry Season', 'Reef', 'Tundra', 'Return'] },
  { id: 8, title: 'Copper & Clay', network: 'Hearth TV', weekdays: [6], time: '18:00', runtime: 30, season: 9, premiereWeeksAgo: 10, episodes: 20, colors: ['#78350f', '#fdba74'], titles: ['The Wheel', 'Glazes', 'Raku Night', 'Teapots', 'Handles', 'Big Pots', 'Kiln Day', 'Slip Casting', 'Copper Leaf', 'Restoration', 'Tiles', 'The Commission', 'Lamps', 'Outdoor Kiln', 'Porcelain', 'Mugs', 'Vases', 'The Market', 'Open Studio', 'Exhibition'] },
  { id: 9, title: 'Night Shift Medical', network: 'KVNL', weekdays: [3], time: '01:00', runtime: 43, season: 6, premiereWeeksAgo: 5, episodes: 18, colors: ['#7f1d1d', '#fca5a5'], titles: ['Triage', 'Code Blue', 'Double Shift', 'Flatline', 'Bedside', 'Grand Rounds', 'Quarantine', 'Holdover', 'Night Float', 'Handover', 'Blackout', 'Second Opinion', 'Discharge', 'Vital Signs', 'Visiting Hours', 'The Long Night', 'Dawn', 'Off Duty'] },
  { id: 10, title: 'Pixel Pioneers', network: 'Toonline', weekdays: [6], time: '14:00', runtime: 24, season: 2, premiereWeeksAgo: 0, episodes: 12, colors: ['#1e3a8a', '#facc15'], titles: ['Level Up', 'The Glitch', 'Save Point', 'Boss Fight', 'Speedrun', 'Side Quest', 'Lag', 'New Game Plus', 'Co-op', 'Easter Egg', 'Patch Notes', 'Game Over?'] },
  { id: 11, title: 'The Long Road North', network: 'Meridian+', weekdays: [4], time: '07:00', runtime: 55, season: 1, premiereWeeksAgo: -1, episodes: 8, colors: ['#334155', '#e2e8f0'], titles: ['Departure', 'The Border', 'Snowline', 'Frozen Lake', 'Aurora', 'Whiteout', 'The Station', 'Arrival'] },
  { id: 12, title: 'Quiz Republic', network: 'Channel North', weekdays: [1, 2, 3, 4, 5], time: '17:30', runtime: 30, season: 12, premiereWeeksAgo: 30, episodes: 200, colors: null, titles: [] },
];

/** The shows in the TV libraries of the seeded servers; other servers get a stable share. */
const SHOWS_ON_SERVER: Record<number, readonly number[]> = {
  1: [1, 2, 3, 5, 6, 10],
  2: [3, 4, 7, 8, 10],
  3: [2, 5, 9, 12],
  4: [1, 2, 4, 11],
  5: [8, 10],
  6: [12],
  7: [],
};

/** Shows the demo customers follow without having them yet. */
const FOLLOWED: Record<number, readonly number[]> = {
  3: [4, 7, 11],
  4: [1, 11],
  5: [1, 6],
  6: [9],
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** Titles are announced about a week ahead. */
const TITLE_NOTICE_MS = 7 * DAY_MS;
/** How long after an episode ends it is usually in the library. */
const GRAB_DELAY_MS = 30 * 60 * 1000;

function showsOn(server: ServerRow): readonly number[] {
  return SHOWS_ON_SERVER[server.id] ?? SHOWS.filter((show) => (server.id + show.id) % 4 === 0).map((show) => show.id);
}

function poster(show: ShowSeed): string | null {
  if (!show.colors) return null;
  const [top, bottom] = show.colors;
  const words = show.title.split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= 12) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const text = lines.map((line, index) => `<tspan x="100" dy="${index === 0 ? 0 : 26}">${escapeHtml(line)}</tspan>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="300" viewBox="0 0 200 300"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="200" height="300" fill="url(#g)"/><text y="${236 - (lines.length - 1) * 26}" fill="#fff" font-family="Georgia, serif" font-size="22" font-weight="bold" text-anchor="middle">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function toShow(show: ShowSeed): TvShow {
  return { id: show.id, title: show.title, network: show.network, poster_url: poster(show) };
}

/** Monday 00:00 UTC of the week `at` falls in. */
function weekStart(at: number): number {
  const day = Math.floor(at / DAY_MS) * DAY_MS;
  const weekday = new Date(day).getUTCDay();
  return day - ((weekday + 6) % 7) * DAY_MS;
}

function minutesOf(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

interface Airing {
  show: ShowSeed;
  episode: number;
  at: number;
}

/** Every episode of the show's season, counted from the first airing day of its first week. */
function airings(show: ShowSeed, at: number): Airing[] {
  const result: Airing[] = [];
  let day = weekStart(at) - show.premiereWeeksAgo * 7 * DAY_MS;
  while (result.length < show.episodes) {
    if (show.weekdays.includes(new Date(day).getUTCDay())) {
      result.push({ show, episode: result.length + 1, at: day + minutesOf(show.time) * 60_000 });
    }
    day += DAY_MS;
  }
  return result;
}

/** Building a formatter is far dearer than using one, and a schedule formats hundreds of airings. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar date, `YYYY-MM-DD`, in the time zone. */
function localDate(at: number, timeZone: string): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormats.set(timeZone, format);
  }
  return format.format(at);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Some aired episodes are not grabbed yet (a release is late), the way a real library lags. */
function isMissing(show: ShowSeed, episode: number): boolean {
  return (show.id * 3 + episode) % 7 === 0;
}

export function tvSchedule(user: UserRow, options: { from: string; days: number; timeZone: string; scope: 'servers' | 'followed'; at: number }): TvSchedule {
  const servers = db.server.getAll().filter((server) => server.user_id === user.id).sort((a, b) => a.id - b.id);
  const followed = new Set(FOLLOWED[user.id] ?? []);
  const dates = Array.from({ length: options.days }, (_, index) => addDays(options.from, index));
  const wanted = new Set(dates);
  const byDate = new Map<string, TvEpisode[]>(dates.map((date) => [date, []]));

  for (const show of SHOWS) {
    const carriers = servers.filter((server) => showsOn(server).includes(show.id));
    const follows = followed.has(show.id) || carriers.length > 0;
    const listed = options.scope === 'servers' ? carriers.length > 0 : follows;
    if (!listed) continue;
    for (const airing of airings(show, options.at)) {
      const date = localDate(airing.at, options.timeZone);
      if (!wanted.has(date)) continue;
      const grabbed = carriers.length > 0 && airing.at + show.runtime * 60_000 + GRAB_DELAY_MS <= options.at && !isMissing(show, airing.episode);
      byDate.get(date)?.push({
        id: `${show.id}-s${show.season}e${airing.episode}`,
        show: toShow(show),
        season: show.season,
        episode: airing.episode,
        title: airing.at - options.at <= TITLE_NOTICE_MS ? (show.titles[airing.episode - 1] ?? null) : null,
        air_at: new Date(airing.at).toISOString(),
        runtime_minutes: show.runtime,
        on_server: grabbed,
        followed: follows,
        servers: carriers.map((server) => ({ id: server.id, name: server.name })),
      });
    }
  }

  return {
    from: options.from,
    to: dates.at(-1) ?? options.from,
    time_zone: options.timeZone,
    scope: options.scope,
    days: dates.map((date) => ({
      date,
      episodes: (byDate.get(date) ?? []).sort((a, b) => a.air_at.localeCompare(b.air_at) || a.show.title.localeCompare(b.show.title)),
    })),
  };
}
