import { login } from '@portal/api-client';
import { signOutForTest } from '@portal/api-client/testing';
import { db, demoAccount, DEMO_IDS } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { i18n } from '@portal/ui-kit/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPortal } from '#test/render-portal.tsx';
import { SEARCH_DEBOUNCE_MS } from './api/search.ts';
import { NO_RESULTS as NO_RESULTS_MESSAGE, SEARCH_LABEL as SEARCH_LABEL_MESSAGE } from './search-palette.tsx';

const server = setupDemoBackend();
// The palette's texts, in English (the tests run in it).
const SEARCH_LABEL = i18n._(SEARCH_LABEL_MESSAGE);
const NO_RESULTS = i18n._(NO_RESULTS_MESSAGE);
afterEach(() => signOutForTest());

/** The shell's pieces load lazily; the first test to show one also pays for its first transform. */
const LAZY_TIMEOUT = 10_000;


async function renderAsAdmin(url = '/app/admin/dashboard') {
  const { email, password } = demoAccount('admin');
  await login({ email, password });
  const portal = renderPortal(url);
  const trigger = await screen.findByRole('button', { name: SEARCH_LABEL }, { timeout: LAZY_TIMEOUT });
  /** Every path the router went through (a path without a screen yet goes on to /app/404). */
  const visited: string[] = [];
  portal.router.subscribe((state) => visited.push(`${state.location.pathname}${state.location.search}`));
  return { ...portal, trigger, visited };
}

/** Lets the demo backend answer, and notes the `query` of every search. */
function recordSearches(): string[] {
  const queries: string[] = [];
  server.use(
    http.get('*/api/admin/search', ({ request }) => {
      queries.push(new URL(request.url).searchParams.get('query') ?? '');
    }),
  );
  return queries;
}

const palette = () => screen.findByRole('dialog', { name: SEARCH_LABEL });
const field = () => screen.getByRole('combobox', { name: SEARCH_LABEL });
const waitPastDebounce = () => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 150));
const plexUser = () => db.user.findFirst({ where: { id: { equals: DEMO_IDS.users.plex } } })!;

describe('opening the search', () => {
  it('opens with the button and gives the focus back to it on Escape', async () => {
    const { user, trigger } = await renderAsAdmin();
    await user.click(trigger);
    await palette();
    expect(field()).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: SEARCH_LABEL })).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('opens with Ctrl+K and with Cmd+K from anywhere on the page', async () => {
    const { user, trigger } = await renderAsAdmin();
    await user.keyboard('{Control>}k{/Control}');
    await palette();
    expect(field()).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: SEARCH_LABEL })).not.toBeInTheDocument());
    // Opened from nowhere in particular, the focus comes back to the search button.
    expect(trigger).toHaveFocus();

    screen.getByRole('link', { name: 'Dashboard' }).focus();
    await user.keyboard('{Meta>}k{/Meta}');
    await palette();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus());
  });

  it.each([
    ['a text field', () => Object.assign(document.createElement('input'), { type: 'text' })],
    ['a search field', () => Object.assign(document.createElement('input'), { type: 'search' })],
    ['a textarea', () => document.createElement('textarea')],
    ['a select', () => document.createElement('select')],
    [
      'a contenteditable',
      () => {
        const editor = Object.assign(document.createElement('div'), { tabIndex: 0 });
        editor.setAttribute('contenteditable', 'true');
        return editor;
      },
    ],
  ])('does not open while %s has the focus (spec section 5)', async (_name, create) => {
    const { user } = await renderAsAdmin();
    const element = create();
    element.setAttribute('aria-label', 'Typing here');
    document.body.append(element);
    element.focus();
    expect(element).toHaveFocus();
    await user.keyboard('{Control>}k{/Control}');
    await user.keyboard('{Meta>}k{/Meta}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog', { name: SEARCH_LABEL })).not.toBeInTheDocument();
    element.remove();
  });

  it('still opens from a checkbox, which takes no typing', async () => {
    const { user } = await renderAsAdmin();
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    checkbox.setAttribute('aria-label', 'A choice');
    document.body.append(checkbox);
    checkbox.focus();
    await user.keyboard('{Control>}k{/Control}');
    expect(await palette()).toBeInTheDocument();
    checkbox.remove();
  });

  it('is not there for a customer, and Ctrl+K does nothing', async () => {
    const { email, password } = demoAccount('customer-plex');
    await login({ email, password });
    const { user } = renderPortal('/app/dashboard');
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    await user.keyboard('{Control>}k{/Control}');
    expect(screen.queryByRole('button', { name: SEARCH_LABEL })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: SEARCH_LABEL })).not.toBeInTheDocument();
  });
});

describe('sections', () => {
  it('prefixes the query with the section a quick action chose, and Backspace on an empty field removes it', async () => {
    const queries = recordSearches();
    const { user, trigger } = await renderAsAdmin();
    await user.click(trigger);
    const dialog = await palette();
    const actions = within(dialog).getByRole('group', { name: 'Quick actions' });
    expect(within(actions).getAllByRole('option').map((option) => option.textContent)).toEqual(['Search users', 'Search nodes', 'Search services']);

    await user.click(within(dialog).getByRole('option', { name: 'Search nodes' }));
    expect(within(dialog).getByRole('button', { name: 'Remove the section Nodes' })).toBeInTheDocument();
    expect(field()).toHaveFocus();
    await user.keyboard('fra');
    expect(await within(dialog).findByRole('option', { name: /fra-01/ })).toBeInTheDocument();
    expect(queries).toEqual(['nodes:fra']);

    await user.keyboard('{Backspace}{Backspace}{Backspace}');
    expect(within(dialog).getByRole('button', { name: 'Remove the section Nodes' })).toBeInTheDocument();
    await user.keyboard('{Backspace}');
    expect(within(dialog).queryByRole('button', { name: 'Remove the section Nodes' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: 'Search users' })).toBeInTheDocument();
  });

  it('chooses the section from the keyboard, and from a prefix typed by hand', async () => {
    const queries = recordSearches();
    const { user } = await renderAsAdmin();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await palette();
    // Down to "Search services", then Enter.
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(within(dialog).getByRole('button', { name: 'Remove the section Services' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove the section Services' }));

    await user.type(field(), 'users:jordan');
    expect(within(dialog).getByRole('button', { name: 'Remove the section Users' })).toBeInTheDocument();
    expect(field()).toHaveValue('jordan');
    expect(await within(dialog).findByRole('option', { name: `${plexUser().name} (${plexUser().email})` })).toBeInTheDocument();
    expect(queries).toEqual(['users:jordan']);
  });
});

describe('searching', () => {
  it(`waits ${SEARCH_DEBOUNCE_MS} ms after the last keystroke and sends one request for fast typing`, async () => {
    const queries = recordSearches();
    const { user } = await renderAsAdmin();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await palette();
    await user.type(field(), 'jordan');
    expect(queries).toEqual([]);
    expect(within(dialog).getByRole('progressbar', { name: 'Searching…' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('option', { name: /Jordan Lee/ })).toBeInTheDocument();
    await waitPastDebounce();
    expect(queries).toEqual(['jordan']);
  });

  it('cancels the request of a term the user has typed past', async () => {
    const aborted: string[] = [];
    server.use(
      http.get('*/api/admin/search', async ({ request }) => {
        const query = new URL(request.url).searchParams.get('query') ?? '';
        if (query !== 'sam') return undefined;
        request.signal.addEventListener('abort', () => aborted.push(query));
        await delay(2000);
        return HttpResponse.json({ success: true, results: [] });
      }),
    );
    const { user } = await renderAsAdmin();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await palette();
    await user.type(field(), 'sam');
    await waitPastDebounce();
    await user.type(field(), ' rivera');
    expect(await within(dialog).findByRole('option', { name: 'Sam Rivera (sam.rivera@demo.test)' })).toBeInTheDocument();
    await waitFor(() => expect(aborted).toEqual(['sam']));
  });

  it('opens the highlighted result with Enter, at its target, and closes', async () => {
    const { user, trigger, visited } = await renderAsAdmin();
    await user.click(trigger);
    const dialog = await palette();
    await user.type(field(), 'jordan');
    const option = await within(dialog).findByRole('option', { name: /Jordan Lee/ });
    expect(option).toHaveAttribute('aria-selected', 'true');
    // A user without an image shows the initial of their name.
    expect(option).toHaveTextContent(/^JJordan Lee/);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(visited).toContain(`/app/admin/users/${DEMO_IDS.users.plex}`));
    expect(screen.queryByRole('dialog', { name: SEARCH_LABEL })).not.toBeInTheDocument();
  });

  it('moves through the results with the arrows and opens one with a click too', async () => {
    const { user, trigger, visited } = await renderAsAdmin();
    await user.click(trigger);
    const dialog = await palette();
    await user.click(within(dialog).getByRole('option', { name: 'Search nodes' }));
    await user.keyboard('fra');
    const nodes = within(await within(dialog).findByRole('group', { name: 'Nodes' })).getAllByRole('option');
    expect(nodes.map((node) => node.textContent)).toEqual(['Ffra-01 – Frankfurt, DE', 'Ffra-02 – Frankfurt, DE']);
    await user.keyboard('{ArrowDown}');
    expect(nodes[1]).toHaveAttribute('aria-selected', 'true');
    await user.click(nodes[1]!);
    await waitFor(() => expect(visited).toContain(`/app/admin/nodes/${DEMO_IDS.nodes.fra02}`));
  });

  it('shows the image of a result that has one, and keeps a path with its query', async () => {
    server.use(
      http.get('*/api/admin/search', () =>
        HttpResponse.json({
          success: true,
          results: [{ id: 'plex-1', name: 'Jordan’s Plex', image: 'https://images.example.test/plex.png', target: '/app/admin/services?search=jordan-plex' }],
        }),
      ),
    );
    const { user, trigger, visited } = await renderAsAdmin();
    await user.click(trigger);
    const dialog = await palette();
    await user.type(field(), 'plex');
    const option = await within(dialog).findByRole('option', { name: 'Jordan’s Plex' });
    expect(within(option).getByRole('presentation')).toHaveAttribute('src', 'https://images.example.test/plex.png');
    expect(within(dialog).getByRole('group', { name: 'Services' })).toBeInTheDocument();
    await user.click(option);
    await waitFor(() => expect(visited).toContain('/app/admin/services?search=jordan-plex'));
  });

  it('says so when nothing matches', async () => {
    const { user, trigger } = await renderAsAdmin();
    await user.click(trigger);
    const dialog = await palette();
    await user.type(field(), 'no such thing anywhere');
    expect(await within(dialog).findByText(NO_RESULTS)).toBeInTheDocument();
    expect(NO_RESULTS).toBe("We couldn't find any result with that term. Please try again.");
  });

  it("shows a failed search inside the palette, not as a 'Whoops!' dialog", async () => {
    server.use(http.get('*/api/admin/search', () => HttpResponse.json({ success: false, message: 'Search is down.' }, { status: 500 })));
    const { user, trigger } = await renderAsAdmin();
    await user.click(trigger);
    const dialog = await palette();
    await user.type(field(), 'jordan');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The search failed: Search is down.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    server.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('option', { name: /Jordan Lee/ })).toBeInTheDocument();
  });
});
