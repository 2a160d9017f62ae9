import { signOutForTest } from '@portal/api-client/testing';
import { db, DEMO_IDS } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { requestLoungeRoutes } from './routes.tsx';

const server = setupDemoBackend();
// The screens are lazy: the first one to open in a run compiles the lounge's modules.
configure({ asyncUtilTimeout: 5000 });
// Compile the lazy screens before the first test's clock starts.
beforeAll(async () => {
  await Promise.all([import('./layout/lounge-layout.tsx'), import('./browse/browse-screen.tsx')]);
}, 60_000);
afterEach(() => signOutForTest());

/** The first title of a list as the server sorts it: most popular first. */
function mostPopular(type: 'movie' | 'show', where: (row: { uhd: boolean; categories: string[] }) => boolean = () => true) {
  const [first] = db.mediaItem
    .findMany({ where: { type: { equals: type } } })
    .filter(where)
    .sort((a, b) => b.popularity - a.popularity || a.id - b.id);
  return first ? `${first.title} (${first.year})` : '';
}

async function open(url: string) {
  await signInAs('customer-plex');
  return renderRoutes(requestLoungeRoutes, { url });
}

describe('browsing movies', () => {
  it('lists the most popular movies first, with their posters and the weekly quota', async () => {
    await open('/app/request-lounge/movies');
    const grid = await screen.findByRole('list', { name: 'Movies' });
    const cards = within(grid).getAllByRole('article');
    expect(cards[0]).toHaveAccessibleName(mostPopular('movie'));
    const onServer = db.mediaItem
      .findMany({ where: { type: { equals: 'movie' } } })
      .sort((a, b) => b.popularity - a.popularity || a.id - b.id)
      .slice(0, 20)
      .find((row) => row.available)!;
    const card = within(grid).getByRole('article', { name: `${onServer.title} (${onServer.year})` });
    expect(within(card).getByText('Available')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Request / })).not.toBeInTheDocument();
    expect(await screen.findByText(/7 of 10 requests left this week/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Movies' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['an answer of another shape', () => HttpResponse.json({ success: true, data: [] })],
    ['a server error', () => HttpResponse.json({ success: false, message: 'Server Error' }, { status: 500 })],
  ])('lists the movies when the lounge summary call fails with %s, and says only that the quota is missing', async (_, answer) => {
    server.use(http.get('*/api/customer/request-lounge', answer));
    const { user } = await open('/app/request-lounge/movies');
    const grid = await screen.findByRole('list', { name: 'Movies' });
    expect(within(grid).getAllByRole('article')[0]).toHaveAccessibleName(mostPopular('movie'));
    const quota = await screen.findByText(/Your weekly request quota could not be loaded/);
    // The categories come from the same call: the category row says so too.
    expect(screen.getByText(/The categories could not be loaded/)).toBeInTheDocument();
    server.resetHandlers();
    await user.click(within(quota).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/7 of 10 requests left this week/)).toBeInTheDocument();
  });

  it('requests a movie, marks it requested and counts it against the quota', async () => {
    const { user } = await open('/app/request-lounge/movies');
    const grid = await screen.findByRole('list', { name: 'Movies' });
    const button = within(grid).getAllByRole('button', { name: /^Request / })[0]!;
    const name = button.getAttribute('aria-label')!.replace(/^Request /, '');
    await user.click(button);
    const dialog = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(dialog).toHaveTextContent(`Your request for ${name} has been sent.`);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    const card = within(grid).getByRole('article', { name });
    expect(within(card).getByText('Requested')).toBeInTheDocument();
    expect(await screen.findByText(/6 of 10 requests left this week/)).toBeInTheDocument();
  });

  it('says why a request was refused', async () => {
    server.use(http.post('*/api/customer/request-lounge/requests', () => HttpResponse.json({ success: false, message: 'You have reached your weekly request limit.', errors: { media_id: ['You have reached your weekly request limit.'] } }, { status: 422 })));
    const { user } = await open('/app/request-lounge/movies');
    const grid = await screen.findByRole('list', { name: 'Movies' });
    await user.click(within(grid).getAllByRole('button', { name: /^Request / })[0]!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Whoops!' });
    expect(dialog).toHaveTextContent('You have reached your weekly request limit.');
  });

  it('appends the next page to the list, up to the last page', async () => {
    const { user } = await open('/app/request-lounge/movies');
    await screen.findByRole('list', { name: 'Movies' });
    const total = db.mediaItem.findMany({ where: { type: { equals: 'movie' } } }).length;
    expect(screen.getByText(`Showing 20 of ${total} movies`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(`Showing 40 of ${total} movies`)).toBeInTheDocument();
    // The first title is still there: the page was added, not swapped in.
    expect(within(screen.getByRole('list', { name: 'Movies' })).getAllByRole('article')[0]).toHaveAccessibleName(mostPopular('movie'));
  });

  it('searches with qs and says so when nothing matches', async () => {
    const { user, router } = await open('/app/request-lounge/movies');
    await screen.findByRole('list', { name: 'Movies' });
    await user.type(screen.getByRole('searchbox', { name: 'Search movies' }), 'Nosferatu{Enter}');
    const results = await screen.findByRole('list', { name: 'Movies matching “Nosferatu”' });
    expect(within(results).getAllByRole('article')).toHaveLength(1);
    expect(router.state.location.search).toBe('?qs=Nosferatu');
    await user.clear(screen.getByRole('searchbox', { name: 'Search movies' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search movies' }), 'zzzz nothing{Enter}');
    expect(await screen.findByText("We couldn't find any result with that term. Please try again.")).toBeInTheDocument();
  });

  it('browses a category', async () => {
    const { user } = await open('/app/request-lounge/shows');
    await screen.findByRole('list', { name: 'Shows' });
    const chip = await screen.findByRole('button', { name: 'Top rated' });
    await user.click(chip);
    await waitFor(() => expect(chip).toHaveAttribute('aria-pressed', 'true'));
    const grid = await screen.findByRole('list', { name: 'Shows' });
    await waitFor(() => expect(within(grid).getAllByRole('article')[0]).toHaveAccessibleName(mostPopular('show', (row) => row.categories.includes('top-rated'))));
  });

  it('only lists titles with a 4K version in the 4K list, and requests them in 4K', async () => {
    await open('/app/request-lounge/movies-4k');
    const grid = await screen.findByRole('list', { name: 'Movies in 4K' });
    expect(within(grid).getAllByRole('article')[0]).toHaveAccessibleName(mostPopular('movie', (row) => row.uhd));
    expect(within(grid).getAllByRole('button', { name: / in 4K$/ }).length).toBeGreaterThan(0);
  });

  it('shows the error and retries', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/customer/request-lounge/movies', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ success: false, message: 'The catalogue is being rebuilt.' }, { status: 503 }) : undefined;
      }),
    );
    const { user } = await open('/app/request-lounge/movies');
    expect(await screen.findByText('The catalogue is being rebuilt.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('list', { name: 'Movies' })).toBeInTheDocument();
  });
});

describe('a show up close', () => {
  it('offers to cancel the user’s own pending request', async () => {
    const { user } = await open('/app/request-lounge/shows?qs=Bonanza');
    const grid = await screen.findByRole('list', { name: 'Shows matching “Bonanza”' });
    await user.click(within(grid).getByRole('button', { name: 'Bonanza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bonanza (1959)' });
    // Jordan already asked for Bonanza: the dialog offers to cancel the request instead.
    expect(within(dialog).getByRole('button', { name: 'Cancel request' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back to the list' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('requests only the seasons chosen', async () => {
    const show = db.mediaItem.findMany({ where: { type: { equals: 'show' }, available: { equals: false } } }).find((row) => row.id > 44 && (row.seasons ?? 0) >= 2)!;
    const { user } = await open(`/app/request-lounge/shows?qs=${encodeURIComponent(show.title)}`);
    const results = await screen.findByRole('list', { name: `Shows matching “${show.title}”` });
    await user.click(within(results).getByRole('button', { name: `Request ${show.title} (${show.year})` }));
    const detail = await screen.findByRole('dialog', { name: `${show.title} (${show.year})` });
    await user.click(within(detail).getByRole('checkbox', { name: /^All \d+ seasons$/ }));
    await user.click(within(detail).getByRole('button', { name: 'Request' }));
    expect(within(detail).getByText('Choose at least one season, or all of them.')).toBeInTheDocument();
    await user.click(within(detail).getByRole('checkbox', { name: 'Season 2' }));
    await user.click(within(detail).getByRole('button', { name: 'Request' }));
    expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toBeInTheDocument();
    const saved = db.mediaRequest.getAll().find((row) => row.media_id === show.id && row.user_id === DEMO_IDS.users.plex);
    expect(saved?.seasons).toEqual([2]);
  });
});

describe('my requests', () => {
  it('filters by status and type, sorts, and keeps the filters in the address', async () => {
    const { user, router } = await open('/app/request-lounge/my-requests');
    const list = await screen.findByRole('list', { name: 'Your requests' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Your requests' })).getAllByRole('listitem')).toHaveLength(2));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'show');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Your requests' })).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Bonanza (1959)' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=pending&type=show');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'declined');
    expect(await screen.findByRole('heading', { name: 'No requests match these filters' })).toBeInTheDocument();
  });

  it('sorts by title', async () => {
    const { user } = await open('/app/request-lounge/my-requests');
    await screen.findByRole('list', { name: 'Your requests' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'title');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Your requests' })).getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
        'Bonanza (1959)',
        'Carnival of Souls (1962)',
        'Detour (1945)',
        'Nosferatu (1922)',
        'Plan 9 from Outer Space (1957)',
      ]),
    );
  });

  it('cancels a pending request after asking', async () => {
    const { user } = await open('/app/request-lounge/my-requests');
    const list = await screen.findByRole('list', { name: 'Your requests' });
    await user.click(within(list).getByRole('button', { name: 'Cancel the request for Detour (1945)' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this request?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel request' }));
    const poof = await screen.findByRole('alertdialog', { name: 'Poof!' });
    expect(poof).toHaveTextContent('Your request for Detour (1945) has been cancelled.');
    await user.click(within(poof).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Your requests' })).queryByRole('heading', { name: 'Detour (1945)' })).not.toBeInTheDocument());
  });

  it('tells a user without requests how to make one', async () => {
    server.use(http.get('*/api/customer/request-lounge/my-requests', () => HttpResponse.json({ success: true, data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0, append_to_result: false } })));
    await open('/app/request-lounge/my-requests');
    expect(await screen.findByRole('heading', { name: 'You have not requested anything yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse movies' })).toHaveAttribute('href', '/app/request-lounge/movies');
  });
});

describe('media reports', () => {
  it('lists the reports with the team’s answers', async () => {
    await open('/app/request-lounge/media-reports');
    const list = await screen.findByRole('list', { name: 'Your reports' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getByText('The 4K file has been replaced with a better encode.')).toBeInTheDocument();
  });

  it('reports a problem with a title found by name, validating inline', async () => {
    const { user } = await open('/app/request-lounge/media-reports');
    await screen.findByRole('list', { name: 'Your reports' });
    await user.click(screen.getByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Choose what is wrong.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Find the title' }), 'Sherlock');
    await user.click(await within(dialog).findByRole('radio', { name: 'Sherlock Holmes (1954) · Show' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /What is wrong/ }), 'missing_subtitles');
    await user.type(within(dialog).getByRole('textbox', { name: 'Season' }), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveTextContent('Thank you. Your report has been sent to the team.');
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    const list = await screen.findByRole('list', { name: 'Your reports' });
    await waitFor(() => expect(within(list).getByRole('heading', { name: 'Sherlock Holmes (1954)' })).toBeInTheDocument());
  });

  it('shows the server’s 422 next to its field', async () => {
    const { user } = await open('/app/request-lounge/media-reports');
    await screen.findByRole('list', { name: 'Your reports' });
    await user.click(screen.getByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Find the title' }), 'Bonanza');
    await user.click(await within(dialog).findByRole('radio', { name: 'Bonanza (1959) · Show' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /What is wrong/ }), 'missing_episodes');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('You have already reported this problem with this title.')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /What is wrong/ })).toHaveValue('missing_episodes');
  });
});

describe('lost and found', () => {
  it('restores a lost title that has a copy', async () => {
    const { user } = await open('/app/request-lounge/lost-and-found');
    const list = await screen.findByRole('list', { name: 'Lost titles' });
    const restore = within(list).getAllByRole('button', { name: /^Restore / })[0]!;
    await user.click(restore);
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveTextContent(/is being restored to Jordan’s Plex/);
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(within(list).getAllByRole('button', { name: /^Request .* again$/ }).length).toBeGreaterThan(0);
  });

  it('says when nothing went missing', async () => {
    await open('/app/request-lounge/lost-and-found?type=show');
    await screen.findByRole('list', { name: 'Lost titles' });
    server.use(http.get('*/api/customer/request-lounge/lost-and-found', () => HttpResponse.json({ success: true, data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0, append_to_result: false } })));
    signOutForTest();
    await signInAs('customer-plex');
    renderRoutes(requestLoungeRoutes, { url: '/app/request-lounge/lost-and-found?type=movie' });
    expect(await screen.findByRole('heading', { name: 'No movies have gone missing' })).toBeInTheDocument();
  });
});

describe('top played and subscribed content', () => {
  it('ranks what was played most', async () => {
    const { user } = await open('/app/request-lounge/top-played?period=all');
    const list = await screen.findByRole('list', { name: 'Most played titles' });
    expect(within(list).getByLabelText('Rank 1')).toBeInTheDocument();
    await user.click(within(list).getAllByRole('button', { name: /^Report a problem with / })[0]!);
    expect(await screen.findByRole('dialog', { name: /^Report a problem with / })).toBeInTheDocument();
  });

  it('shows the followed shows and unfollows one from its details', async () => {
    const { user } = await open('/app/request-lounge/subscribed-content?type=shows');
    const grid = await screen.findByRole('list', { name: 'Followed shows' });
    await user.click(within(grid).getByRole('button', { name: 'Dragnet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dragnet (1951)' });
    await user.click(within(dialog).getByRole('button', { name: 'Stop following' }));
    expect(await within(dialog).findByRole('button', { name: 'Follow' })).toBeInTheDocument();
  });
});

describe('the lounge switched off', () => {
  it('points to the external requests site instead', async () => {
    db.setting.update({ where: { id: { equals: 'system' } }, data: { request_lounge: false, ombi_url: 'https://requests.example.test', ombi_menu_name: 'Ombi' } });
    await open('/app/request-lounge/movies');
    expect(await screen.findByRole('heading', { name: 'The request lounge is switched off' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Ombi' })).toHaveAttribute('href', 'https://requests.example.test');
  });

  it('tells a restricted user the lounge is not for them', async () => {
    server.use(http.get('*/api/customer/request-lounge', () => HttpResponse.json({ success: false, message: 'Your account may not use the request lounge.' }, { status: 403 })));
    await open('/app/request-lounge/movies');
    expect(await screen.findByText('Your account may not use the request lounge.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The request lounge is not available to you' })).toBeInTheDocument();
  });
});
