import { signOutForTest } from '@portal/api-client/testing';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { tvScheduleRoutes } from './routes.tsx';
import { longDay, weekDates, weekRange } from './week.ts';

const server = setupDemoBackend();

/** A Wednesday noon in UTC, so that "this week" is 9 to 15 March 2026 wherever the test runs. */
const NOW = new Date('2026-03-11T12:00:00Z');

afterEach(() => signOutForTest());

async function openSchedule(url = '/app/tv-schedule') {
  await signInAs('customer-plex');
  const view = renderRoutes(tvScheduleRoutes, { url, now: NOW });
  await screen.findByRole('list', { name: `Episodes on ${longDay('2026-03-11')}` }, { timeout: 10_000 });
  return view;
}

/** The week range the navigation shows ("Week of" is there for screen readers). */
const weekShown = (monday: string) =>
  screen.findByText((_, element) => element?.tagName === 'P' && element.textContent === `Week of ${weekRange(monday)}`);
const dayList = (date: string) => screen.getByRole('list', { name: `Episodes on ${longDay(date)}` });
const episodeOf = (list: HTMLElement, show: string) => within(list).getByRole('heading', { name: show }).closest('li') as HTMLElement;

/** An answer with every day of the asked week and no episodes. */
function emptyWeek(request: Request) {
  const from = new URL(request.url).searchParams.get('from') ?? '2026-03-09';
  const days = weekDates(from).map((date) => ({ date, episodes: [] }));
  return HttpResponse.json({ success: true, data: { from, to: days[6]?.date ?? from, time_zone: 'UTC', scope: 'servers', days } });
}

describe('the TV schedule', () => {
  it('shows this week day by day, with what is already on the user’s server and what is still to come', async () => {
    await openSchedule();
    expect(screen.getByRole('heading', { level: 1, name: 'TV schedule' })).toBeInTheDocument();
    expect(await weekShown('2026-03-09')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: `Today ${longDay('2026-03-11')}` })).toBeInTheDocument();
    expect(screen.getByText('9 episodes, 4 available on your servers')).toBeInTheDocument();

    const aired = episodeOf(dayList('2026-03-10'), 'Kitchen Brigade');
    expect(within(aired).getByText('S05E07')).toBeInTheDocument();
    expect(within(aired).getByText('Brunch Service')).toBeInTheDocument();
    expect(within(aired).getByText('Available')).toBeInTheDocument();
    expect(within(aired).getByRole('link', { name: 'Jordan’s Plex' })).toHaveAttribute('href', '/app/dashboard/1');

    const upcoming = episodeOf(dayList('2026-03-14'), 'Pixel Pioneers');
    expect(within(upcoming).getByText('Upcoming')).toBeInTheDocument();
    expect(within(upcoming).getByText('Level Up')).toBeInTheDocument();
    expect(within(upcoming).getByText('Toonline')).toBeInTheDocument();

    const talkShow = episodeOf(dayList('2026-03-12'), 'Late with Mara Quinn');
    expect(within(talkShow).getByText('Title not announced yet')).toBeInTheDocument();
  });

  it('loads the posters lazily, in a box sized before they arrive', async () => {
    const { container } = await openSchedule();
    const posters = Array.from(container.querySelectorAll('img'));
    expect(posters.length).toBe(9);
    for (const poster of posters) {
      expect(poster).toHaveAttribute('loading', 'lazy');
      expect(poster).toHaveAttribute('alt', '');
      expect(poster).toHaveAttribute('width', '200');
    }
  });

  it('moves between weeks, keeping the chosen weekday, and back to this week', async () => {
    const { user, router } = await openSchedule();
    await user.click(screen.getByRole('button', { name: /^Thu 12/ }));
    expect(screen.getByRole('button', { name: /^Thu 12/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([`Tomorrow${longDay('2026-03-12')}`]);

    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await weekShown('2026-03-02')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?week=2026-03-02&day=2026-03-05');
    // The fourth episode of the week was not grabbed: aired, but not in the library yet.
    const late = episodeOf(await screen.findByRole('list', { name: `Episodes on ${longDay('2026-03-05')}` }), 'Late with Mara Quinn');
    expect(within(late).getByText('Not in your library yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Thu 5/ })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'This week' }));
    expect(await weekShown('2026-03-09')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Whole week' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'This week' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'This week' })).toHaveFocus();
    expect(await screen.findAllByRole('list', { name: /^Episodes on/ })).toHaveLength(7);
  });

  it('counts the episodes of each day on its button, and says which day is today', async () => {
    await openSchedule();
    expect(screen.getByRole('button', { name: `Wed 11 ${longDay('2026-03-11')}, today, 1 episode` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Tue 10 ${longDay('2026-03-10')}, 2 episodes` })).toBeInTheDocument();
  });

  it('opens the week and day of a shared address', async () => {
    await signInAs('customer-plex');
    renderRoutes(tvScheduleRoutes, { url: '/app/tv-schedule?week=2026-03-04&day=2026-03-05', now: NOW });
    expect(await screen.findByRole('list', { name: `Episodes on ${longDay('2026-03-05')}` })).toBeInTheDocument();
    expect(await weekShown('2026-03-02')).toBeInTheDocument();
    expect(screen.getAllByRole('list', { name: /^Episodes on/ })).toHaveLength(1);
  });

  it('adds the shows the user follows without having them', async () => {
    const { user } = await openSchedule();
    expect(within(dayList('2026-03-11')).queryByRole('heading', { name: 'Field Notes' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Include shows I follow' }));
    await screen.findByRole('heading', { name: 'Field Notes' });
    const followed = episodeOf(dayList('2026-03-11'), 'Field Notes');
    expect(within(followed).getByText('Not on your servers')).toBeInTheDocument();
    expect(within(followed).getByText('You follow this show; none of your servers has it.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Include shows I follow' })).toBeChecked();
  });

  it('says so when nothing airs in the week, and offers the next one', async () => {
    await signInAs('customer-plex');
    const asked: string[] = [];
    server.use(
      http.get('*/api/customer/tv-schedule', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('from') ?? '');
        return emptyWeek(request);
      }),
    );
    const { user } = renderRoutes(tvScheduleRoutes, { url: '/app/tv-schedule', now: NOW });
    expect(await screen.findByRole('heading', { name: 'Nothing airs this week' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show next week' }));
    expect(await weekShown('2026-03-16')).toBeInTheDocument();
    expect(asked).toEqual(['2026-03-09', '2026-03-16']);
  });

  it('says so when nothing airs on the chosen day, and goes back to the whole week', async () => {
    await signInAs('customer-plex');
    server.use(http.get('*/api/customer/tv-schedule', ({ request }) => emptyWeek(request)));
    const { user } = renderRoutes(tvScheduleRoutes, { url: '/app/tv-schedule?day=2026-03-13', now: NOW });
    expect(await screen.findByRole('heading', { name: `Nothing airs on ${longDay('2026-03-13')}` })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the whole week' }));
    expect(await screen.findByRole('heading', { name: 'Nothing airs this week' })).toBeInTheDocument();
  });

  it('asks for the week in the viewer’s time zone', async () => {
    await signInAs('customer-plex');
    let query: URLSearchParams | null = null;
    server.use(
      http.get('*/api/customer/tv-schedule', ({ request }) => {
        query = new URL(request.url).searchParams;
        return emptyWeek(request);
      }),
    );
    renderRoutes(tvScheduleRoutes, { url: '/app/tv-schedule', now: NOW });
    await screen.findByRole('heading', { name: 'Nothing airs this week' });
    expect(Object.fromEntries(query ?? [])).toEqual({ from: '2026-03-09', days: '7', tz: Intl.DateTimeFormat().resolvedOptions().timeZone, scope: 'servers' });
  });

  it('shows the error and retries on request', async () => {
    await signInAs('customer-plex');
    let calls = 0;
    server.use(
      http.get('*/api/customer/tv-schedule', ({ request }) => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ success: false, message: 'The schedule service is not answering.' }, { status: 503 }) : emptyWeek(request);
      }),
    );
    const { user } = renderRoutes(tvScheduleRoutes, { url: '/app/tv-schedule', now: NOW });
    expect(await screen.findByRole('heading', { name: 'The TV schedule could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('The schedule service is not answering.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Nothing airs this week' })).toBeInTheDocument();
  });

  it('shows a loading state first', async () => {
    await signInAs('customer-plex');
    renderRoutes(tvScheduleRoutes, { url: '/app/tv-schedule', now: NOW });
    expect(await screen.findByRole('list', { name: 'Loading the TV schedule' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('list', { name: `Episodes on ${longDay('2026-03-11')}` })).toBeInTheDocument();
  });
});
