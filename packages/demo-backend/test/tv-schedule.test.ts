import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_IDS } from '../src/db/fixtures.ts';
import { setupDemoBackend } from '../src/node.ts';
import { call, signIn } from './support/client.ts';

setupDemoBackend();
afterEach(() => vi.useRealTimers());

interface Episode {
  id: string;
  show: { id: number; title: string; network: string; poster_url: string | null };
  season: number;
  episode: number;
  title: string | null;
  air_at: string;
  on_server: boolean;
  followed: boolean;
  servers: { id: number; name: string }[];
}
interface Day {
  date: string;
  episodes: Episode[];
}

/** A Wednesday noon (UTC), so "this week" is the same for every run. */
const NOW = new Date('2026-03-11T12:00:00Z');

async function schedule(email: string, query: Record<string, string | number>) {
  const token = await signIn(email);
  return call('get', '/api/customer/tv-schedule', { token, query });
}

const episodesOf = (days: Day[]) => days.flatMap((day) => day.episodes);

describe('the TV schedule', () => {
  it('answers every day of the range with the episodes of the shows on the user’s servers, in airing order', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const { status, body } = await schedule('plex@demo.test', { from: '2026-03-09', days: 7 });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ from: '2026-03-09', to: '2026-03-15', time_zone: 'UTC', scope: 'servers' });
    expect(body.data.days.map((day: Day) => day.date)).toEqual(['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15']);
    const episodes = episodesOf(body.data.days);
    expect(episodes.length).toBe(9);
    expect(episodes.every((episode) => episode.servers.some((server) => server.id === DEMO_IDS.servers.plex))).toBe(true);
    for (const day of body.data.days as Day[]) {
      const times = day.episodes.map((episode) => episode.air_at);
      expect(times).toEqual([...times].sort());
      expect(day.episodes.every((episode) => episode.air_at.startsWith(day.date))).toBe(true);
    }
  });

  it('marks what has aired and is in the library, and leaves titles far ahead unannounced', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const { body } = await schedule('plex@demo.test', { from: '2026-03-02', days: 14 });
    const episodes = episodesOf(body.data.days);
    const past = episodes.filter((episode) => Date.parse(episode.air_at) < NOW.getTime() - 2 * 3600_000);
    const future = episodes.filter((episode) => Date.parse(episode.air_at) > NOW.getTime());
    expect(past.some((episode) => episode.on_server)).toBe(true);
    expect(future.every((episode) => !episode.on_server)).toBe(true);
    const later = await schedule('plex@demo.test', { from: '2026-03-23', days: 7 });
    expect(episodesOf(later.body.data.days).every((episode) => episode.title === null)).toBe(true);
    const harbour = episodes.find((episode) => episode.show.title === 'Harbour Lights');
    expect(harbour).toMatchObject({ season: 3, show: { network: 'Northwind' } });
    expect(harbour?.show.poster_url).toMatch(/^data:image\/svg\+xml,/);
  });

  it('adds the followed shows with scope=followed', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const mine = await schedule('plex@demo.test', { from: '2026-03-09', days: 7, scope: 'servers' });
    const followed = await schedule('plex@demo.test', { from: '2026-03-09', days: 7, scope: 'followed' });
    const titles = (body: { data: { days: Day[] } }) => new Set(episodesOf(body.data.days).map((episode) => episode.show.title));
    expect(titles(mine.body).has('Field Notes')).toBe(false);
    expect(titles(followed.body).has('Field Notes')).toBe(true);
    const notOnServer = episodesOf(followed.body.data.days).find((episode) => episode.show.title === 'Field Notes');
    expect(notOnServer).toMatchObject({ followed: true, on_server: false, servers: [] });
  });

  it('groups by the calendar day of the asked time zone', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    // Harbour Lights airs Sundays 01:00 UTC: Saturday evening in New York.
    const utc = await schedule('plex@demo.test', { from: '2026-03-14', days: 2 });
    const ny = await schedule('plex@demo.test', { from: '2026-03-14', days: 2, tz: 'America/New_York' });
    const dayOf = (days: Day[]) => days.find((day) => day.episodes.some((episode) => episode.show.title === 'Harbour Lights'))?.date;
    expect(dayOf(utc.body.data.days)).toBe('2026-03-15');
    expect(dayOf(ny.body.data.days)).toBe('2026-03-14');
    expect(ny.body.data.time_zone).toBe('America/New_York');
  });

  it('validates the range, the time zone and the scope', async () => {
    const { status, body } = await schedule('plex@demo.test', { from: '2026-02-30', days: 15, tz: 'Mars/Olympus', scope: 'everything' });
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      from: ['The from field must match the format Y-m-d.'],
      days: ['The days field must not be greater than 14.'],
      tz: ['The tz field must be a valid timezone.'],
      scope: ['The selected scope is invalid.'],
    });
    const missing = await schedule('plex@demo.test', {});
    expect(missing.body.errors).toEqual({ from: ['The from field is required.'] });
  });

  it('needs a signed-in user', async () => {
    expect((await call('get', '/api/customer/tv-schedule', { query: { from: '2026-03-09' } })).status).toBe(401);
  });
});
