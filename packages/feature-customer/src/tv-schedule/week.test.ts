import { describe, expect, it } from 'vitest';
import { episodeCode, episodeState } from './episode-state.ts';
import type { TvEpisode } from './types.ts';
import { addDays, dateIn, daysBetween, isIsoDate, mondayOf, relativeDay, weekDates } from './week.ts';

describe('the schedule’s calendar', () => {
  it('starts weeks on Monday, also across a month and a year', () => {
    expect(mondayOf('2026-03-11')).toBe('2026-03-09');
    expect(mondayOf('2026-03-09')).toBe('2026-03-09');
    expect(mondayOf('2026-03-15')).toBe('2026-03-09');
    expect(mondayOf('2026-01-01')).toBe('2025-12-29');
    expect(weekDates('2025-12-29')).toEqual(['2025-12-29', '2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04']);
  });

  it('counts days by the calendar, not by 24-hour steps (no daylight-saving drift)', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-09', '2026-03-16')).toBe(7);
  });

  it('accepts only real dates from the address', () => {
    expect(isIsoDate('2026-03-09')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('next week')).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });

  it('takes today from the viewer’s time zone', () => {
    const lateEvening = new Date('2026-03-11T23:30:00Z');
    expect(dateIn(lateEvening, 'UTC')).toBe('2026-03-11');
    expect(dateIn(lateEvening, 'Europe/Berlin')).toBe('2026-03-12');
    expect(dateIn(lateEvening, 'America/Los_Angeles')).toBe('2026-03-11');
  });

  it('names the days next to today', () => {
    expect(relativeDay('2026-03-11', '2026-03-11')).toBe('Today');
    expect(relativeDay('2026-03-12', '2026-03-11')).toBe('Tomorrow');
    expect(relativeDay('2026-03-10', '2026-03-11')).toBe('Yesterday');
    expect(relativeDay('2026-03-13', '2026-03-11')).toBeNull();
  });
});

describe('an episode’s state', () => {
  const episode: TvEpisode = {
    id: '3-s5e7',
    show: { id: 3, title: 'Kitchen Brigade', network: 'Channel North', poster_url: null },
    season: 5,
    episode: 7,
    title: 'Brunch Service',
    air_at: '2026-03-10T20:00:00Z',
    runtime_minutes: 45,
    on_server: false,
    followed: true,
    servers: [{ id: 1, name: 'Jordan’s Plex' }],
  };
  const at = (iso: string) => Date.parse(iso);

  it('is upcoming, then airing for its runtime, then waiting for the library until it is in it', () => {
    expect(episodeState(episode, at('2026-03-10T19:59:00Z'))).toBe('upcoming');
    expect(episodeState(episode, at('2026-03-10T20:00:00Z'))).toBe('airing');
    expect(episodeState(episode, at('2026-03-10T20:44:00Z'))).toBe('airing');
    expect(episodeState(episode, at('2026-03-10T20:45:00Z'))).toBe('awaiting');
    expect(episodeState({ ...episode, on_server: true }, at('2026-03-10T21:30:00Z'))).toBe('available');
  });

  it('is elsewhere for a followed show that none of the user’s servers has', () => {
    expect(episodeState({ ...episode, servers: [] }, at('2026-03-09T00:00:00Z'))).toBe('elsewhere');
  });

  it('is written S05E07', () => {
    expect(episodeCode(episode)).toBe('S05E07');
    expect(episodeCode({ season: 12, episode: 160 })).toBe('S12E160');
  });
});
