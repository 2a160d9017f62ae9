import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestSetupForTests } from '../test-routes.tsx';

vi.setConfig({ testTimeout: 40_000 });
setupDemoBackend();
afterEach(() => signOutForTest());

async function open() {
  await signInAs('admin');
  const view = renderRoutes(requestSetupForTests, { url: '/app/admin/requests/media-types' });
  const list = await screen.findByRole('list', { name: 'Media types' }, { timeout: 20_000 });
  return { ...view, list };
}

const item = (list: HTMLElement, name: string) => within(list).getByRole('heading', { level: 3, name }).closest('li')!;
const row = (name: string) => db.mediaType.getAll().find((candidate) => candidate.name === name);

describe('the media types', () => {
  it('lists them with their slug, library and whether customers see them', async () => {
    const { list } = await open();
    expect(within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Movies',
      'Movies in 4K',
      'TV shows',
      'TV shows in 4K',
      'Anime',
      'Documentaries',
      'Kids & family',
      'Stand-up comedy',
    ]);
    const anime = item(list, 'Anime');
    expect(within(anime).getByText('anime')).toBeInTheDocument();
    expect(within(anime).getByText('Lands in the library of TV shows')).toBeInTheDocument();
    expect(within(anime).getByText('Offered')).toBeInTheDocument();
    expect(within(item(list, 'Kids & family')).getByText('Hidden')).toBeInTheDocument();
  });

  it('adds a media type, and shows a taken slug next to the field with the input kept', async () => {
    const { user } = await open();
    const form = screen.getByRole('form', { name: 'Add a media type' });
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Cartoons');
    const slug = within(form).getByRole('textbox', { name: /^Slug/ });
    await user.type(slug, 'anime');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Requests land in/ }), 'show');
    await user.click(within(form).getByRole('button', { name: 'Add media type' }));
    await waitFor(() => expect(slug).toHaveAccessibleDescription(expect.stringContaining('The slug has already been taken.')));
    expect(slug).toHaveValue('anime');

    await user.clear(slug);
    await user.type(slug, 'cartoons');
    await user.click(within(form).getByRole('button', { name: 'Add media type' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveAccessibleDescription('Cartoons has been added.');
    expect(row('Cartoons')).toMatchObject({ slug: 'cartoons', maps_to: 'show', enabled: true });
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(await within(screen.getByRole('list', { name: 'Media types' })).findByRole('heading', { name: 'Cartoons' })).toBeInTheDocument();
  });

  it('checks the slug before sending it', async () => {
    const { user } = await open();
    const form = screen.getByRole('form', { name: 'Add a media type' });
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Concerts');
    const slug = within(form).getByRole('textbox', { name: /^Slug/ });
    await user.type(slug, 'Live Concerts');
    await user.click(within(form).getByRole('button', { name: 'Add media type' }));
    expect(slug).toHaveAccessibleDescription(expect.stringContaining('Use lower-case letters, digits and single dashes'));
  });

  it('renames a media type in a dialog', async () => {
    const { user, list } = await open();
    await user.click(within(item(list, 'Documentaries')).getByRole('button', { name: 'Edit Documentaries' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Documentaries' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Documentary films');
    await user.click(within(dialog).getByRole('button', { name: 'Save media type' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveAccessibleDescription('Documentary films has been saved.');
    expect(row('Documentary films')).toMatchObject({ slug: 'documentaries' });
  });

  it('enables and disables a media type', async () => {
    const { user, list } = await open();
    await user.click(within(item(list, 'Kids & family')).getByRole('button', { name: 'Enable Kids & family' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveAccessibleDescription('Kids & family has been saved.');
    expect(row('Kids & family')?.enabled).toBe(true);
  });

  it('deletes a media type after asking, naming it', async () => {
    const { user, list } = await open();
    await user.click(within(item(list, 'Stand-up comedy')).getByRole('button', { name: 'Delete Stand-up comedy' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Stand-up comedy?' });
    expect(confirm).toHaveTextContent('Customers can no longer request titles as Stand-up comedy.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete media type' }));
    const poof = await screen.findByRole('alertdialog', { name: 'Poof!' });
    expect(poof).toHaveAccessibleDescription('Stand-up comedy has been deleted.');
    expect(row('Stand-up comedy')).toBeUndefined();
    await user.click(within(poof).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Media types' })).queryByRole('heading', { name: 'Stand-up comedy' })).not.toBeInTheDocument());
  });

  it('says Whoops! when the delete fails', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/requests/media-types/*', method: 'delete' }]);
    const { user, list } = await open();
    await user.click(within(item(list, 'Anime')).getByRole('button', { name: 'Delete Anime' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete Anime?' })).getByRole('button', { name: 'Delete media type' }));
    expect(await screen.findByRole('alertdialog', { name: 'Whoops!' })).toBeInTheDocument();
    expect(row('Anime')).toBeDefined();
  });

  it('says when there are none', async () => {
    db.mediaType.deleteMany({ where: { id: { gte: 0 } } });
    await signInAs('admin');
    renderRoutes(requestSetupForTests, { url: '/app/admin/requests/media-types' });
    expect(await screen.findByRole('heading', { name: 'No media types yet' }, { timeout: 20_000 })).toBeInTheDocument();
  });

  it('says when they could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/requests/media-types', method: 'get' }]);
    await signInAs('admin');
    renderRoutes(requestSetupForTests, { url: '/app/admin/requests/media-types' });
    expect(await screen.findByRole('heading', { name: 'The media types could not be loaded' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
