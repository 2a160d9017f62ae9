import { sessionStore } from '@portal/api-client';
import { signOutForTest } from '@portal/api-client/testing';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { screen } from '@testing-library/react';
import { lazy } from 'react';
import { Link } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes, signInAs } from './testing.tsx';

setupDemoBackend();
afterEach(() => signOutForTest());

const Later = lazy(async () => ({ default: () => <h1>Loaded later</h1> }));

describe('renderRoutes', () => {
  it('renders a feature route below /app, lazy screens included', async () => {
    renderRoutes([{ path: 'later', element: <Later /> }], { url: '/app/later' });
    expect(await screen.findByRole('heading', { name: 'Loaded later' })).toBeInTheDocument();
  });

  it('navigates between the routes it was given', async () => {
    const routes = [
      { path: 'one', element: <Link to="/two">Go to two</Link> },
      { path: 'two', element: <h1>Two</h1> },
    ];
    const { user, router } = renderRoutes(routes, { url: '/app/one' });
    await user.click(await screen.findByRole('link', { name: 'Go to two' }));
    expect(await screen.findByRole('heading', { name: 'Two' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/two');
  });

  it('says so for an address no route matches', async () => {
    renderRoutes([], { url: '/app/nowhere' });
    expect(await screen.findByText('No route matches this address.')).toBeInTheDocument();
  });
});

describe('signInAs', () => {
  it("signs in through the real login call as the role's demo account", async () => {
    const user = await signInAs('moderator');
    expect(user.is_moderator).toBe(true);
    expect(sessionStore.getState().token).toBeTruthy();
  });
});
