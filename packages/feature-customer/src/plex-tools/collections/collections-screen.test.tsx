import { login } from '@portal/api-client';
import { signOutForTest } from '@portal/api-client/testing';
import { DEMO_PASSWORD } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { plexToolsRoutes } from '../routes.tsx';
import { checkCollection, splitTitles } from './collection-form.tsx';

const server = setupDemoBackend();
afterEach(() => signOutForTest());

async function open() {
  await signInAs('customer-plex');
  const view = renderRoutes(plexToolsRoutes, { url: '/app/plex-tools/collections' });
  await screen.findByRole('list', { name: 'Collections' });
  return view;
}

describe('splitTitles and checkCollection', () => {
  it('takes one title per line and drops blank lines', () => {
    expect(splitTitles(' The General \n\n Sherlock Jr.\n')).toEqual(['The General', 'Sherlock Jr.']);
  });

  it('asks for a library, a name of at most 60 characters and titles unless a preset is chosen', () => {
    expect(checkCollection({ library_id: '', name: ' ', preset: 'titles', titles: '' })).toEqual({
      library_id: 'Choose a library.',
      name: 'Name the collection.',
      titles: 'List at least one title, one per line.',
    });
    expect(checkCollection({ library_id: '1', name: 'x'.repeat(61), preset: 'top-rated' }).name).toBe('Keep the name to 60 characters.');
    expect(checkCollection({ library_id: '1', name: 'Best', preset: 'top-rated' }).titles).toBeUndefined();
  });
});

describe('the collections tool', () => {
  it("lists the chosen server's collections", async () => {
    await open();
    const list = screen.getByRole('list', { name: 'Collections' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getByText('Noir nights')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Collections on Jordan’s Plex' })).toBeInTheDocument();
  });

  it("makes a collection from titles, says 'Done!' with what was not found, and lists it", async () => {
    const { user } = await open();
    const form = await screen.findByRole('form', { name: 'Make a collection' });
    await user.type(within(form).getByLabelText(/Collection name/), 'Keaton');
    await user.type(within(form).getByLabelText(/Titles, one per line/), 'The General{Enter}Sherlock Jr.{Enter}The Navigator');
    await user.click(within(form).getByRole('button', { name: 'Make collection' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(within(dialog).getByText('The collection “Keaton” has been created in Movies with 2 titles. Not found in Movies: The Navigator.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(screen.getByRole('list', { name: 'Collections' })).findByText('Keaton')).toBeInTheDocument();
    expect(screen.getByLabelText(/Collection name/)).toHaveValue('');
  });

  it('makes a collection from a preset that fits the library', async () => {
    const { user } = await open();
    const form = await screen.findByRole('form', { name: 'Make a collection' });
    await user.type(within(form).getByLabelText(/Collection name/), 'Never seen');
    await user.selectOptions(within(form).getByLabelText(/Built from/), 'Never watched');
    expect(within(form).queryByLabelText(/Titles, one per line/)).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Make collection' }));
    expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toHaveTextContent('The collection “Never seen” has been created in Movies');
  });

  it("shows the server's refusal next to the name and keeps what was typed", async () => {
    const { user } = await open();
    const form = await screen.findByRole('form', { name: 'Make a collection' });
    const name = within(form).getByLabelText(/Collection name/);
    await user.type(name, 'noir nights');
    await user.type(within(form).getByLabelText(/Titles, one per line/), 'Detour');
    await user.click(within(form).getByRole('button', { name: 'Make collection' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('A collection named “noir nights” already exists in Movies.'));
    expect(within(form).getByLabelText(/Titles, one per line/)).toHaveValue('Detour');
  });

  it('validates inline before sending', async () => {
    const { user } = await open();
    const form = await screen.findByRole('form', { name: 'Make a collection' });
    await user.click(within(form).getByRole('button', { name: 'Make collection' }));
    expect(within(form).getByLabelText(/Collection name/)).toHaveAccessibleDescription('Name the collection.');
    expect(within(form).getByLabelText(/Titles, one per line/)).toHaveAccessibleDescription('List at least one title, one per line.');
  });

  it("deletes a collection after confirming and says 'Poof!'", async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Delete Noir nights' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this collection?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete collection' }));
    const poof = await screen.findByRole('alertdialog', { name: 'Poof!' });
    expect(within(poof).getByText('The collection “Noir nights” has been deleted.')).toBeInTheDocument();
    await user.click(within(poof).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Collections' })).getAllByRole('listitem')).toHaveLength(3));
  });

  it('explains why a server that is not running shows no collections', async () => {
    await login({ email: 'hannah.becker@demo.test', password: DEMO_PASSWORD });
    const { user } = renderRoutes(plexToolsRoutes, { url: '/app/plex-tools/collections' });
    await screen.findByRole('list', { name: 'Collections' });
    await user.selectOptions(screen.getByLabelText('Plex server'), 'Becker Holiday Films (Suspended)');
    expect(await screen.findByText('Becker Holiday Films is suspended, so its collections cannot be read.')).toBeInTheDocument();
  });

  it('says so when a server has no collections', async () => {
    server.use(http.get('*/api/customer/plex-tools/collections', () => HttpResponse.json({ success: true, data: { collections: [], presets: [] } })));
    await signInAs('customer-plex');
    renderRoutes(plexToolsRoutes, { url: '/app/plex-tools/collections' });
    expect(await screen.findByRole('heading', { name: 'No collections yet' })).toBeInTheDocument();
  });

  it('says so when the user has no Plex server', async () => {
    server.use(http.get('*/api/customer/servers', () => HttpResponse.json({ success: true, data: [] })));
    await signInAs('customer-plex');
    renderRoutes(plexToolsRoutes, { url: '/app/plex-tools/collections' });
    expect(await screen.findByRole('heading', { name: 'No Plex servers' })).toBeInTheDocument();
  });

  it('shows a loading state first', async () => {
    await signInAs('customer-plex');
    renderRoutes(plexToolsRoutes, { url: '/app/plex-tools/collections' });
    expect(await screen.findByRole('status', { name: /Loading/ })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('list', { name: 'Collections' })).toBeInTheDocument();
  });
});
