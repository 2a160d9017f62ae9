import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { requestRoutes } from '../routes.tsx';

setupDemoBackend();
afterEach(() => signOutForTest());

async function open(url = '/app/admin/requests') {
  await signInAs('admin');
  const rendered = renderRoutes(requestRoutes, { url });
  await screen.findByRole('heading', { level: 1, name: 'Request lounge' });
  return rendered;
}

const typeOf = (mediaId: number) => db.mediaItem.findFirst({ where: { id: { equals: mediaId } } })?.type;

describe('the request lounge’s administration', () => {
  it('links to every page of the lounge, the open one marked', async () => {
    await open('/app/admin/requests/movies');
    const nav = screen.getByRole('navigation', { name: 'Request lounge pages' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Overview',
      'TV shows',
      'Movies',
      'Media reports',
      'Rules',
      'Statistics',
      'Contributors',
      'Library maps',
      'Media types',
      'Settings',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/app/admin/requests',
      '/app/admin/requests/tv-shows',
      '/app/admin/requests/movies',
      '/app/admin/requests/media-reports',
      '/app/admin/requests/rules',
      '/app/admin/requests/stats',
      '/app/admin/requests/contributes',
      '/app/admin/requests/library-maps',
      '/app/admin/requests/media-types',
      '/app/admin/requests/settings',
    ]);
    expect(within(nav).getByRole('link', { name: 'Movies' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { level: 2, name: 'Movie requests' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('shows what waits for the staff, each figure with a way into its list', async () => {
    await open();
    const figures = await screen.findByRole('list', { name: 'Request lounge figures' }, { timeout: 10_000 });
    const requests = db.mediaRequest.getAll();
    const pendingMovies = requests.filter((row) => row.status === 'pending' && typeOf(row.media_id) === 'movie').length;
    const pendingShows = requests.filter((row) => row.status === 'pending' && typeOf(row.media_id) === 'show').length;
    const openReports = db.mediaReport.getAll().filter((row) => row.status === 'open' || row.status === 'in_progress').length;
    const card = (name: string) => within(figures).getByRole('heading', { level: 3, name }).closest('li')!;
    expect(card('Pending movie requests')).toHaveTextContent(String(pendingMovies));
    expect(card('Pending show requests')).toHaveTextContent(String(pendingShows));
    expect(card('Open media reports')).toHaveTextContent(String(openReports));
    expect(within(card('Pending movie requests')).getByRole('link', { name: 'Review movie requests' })).toHaveAttribute('href', '/app/admin/requests/movies?status=pending');
    expect(within(card('Pending show requests')).getByRole('link', { name: 'Review show requests' })).toHaveAttribute('href', '/app/admin/requests/tv-shows?status=pending');
    expect(within(card('Open media reports')).getByRole('link', { name: 'Answer the reports' })).toHaveAttribute('href', '/app/admin/requests/media-reports?status=open');
    expect(within(card('Requests in the last 7 days')).getByRole('link', { name: 'See the statistics' })).toHaveAttribute('href', '/app/admin/requests/stats');
  });

  it('says when the overview could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/requests/overview' }]);
    await open();
    expect(await screen.findByRole('heading', { name: 'The overview could not be loaded' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows an overview it cannot read as an error', async () => {
    setFaults([{ kind: 'data-empty-object', path: '/api/admin/requests/overview' }]);
    await open();
    expect(await screen.findByRole('heading', { name: 'The overview could not be loaded' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
