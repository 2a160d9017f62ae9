import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userInteractionRoutes } from '../routes.tsx';


setupDemoBackend();
afterEach(() => {
  setFaults([]);
  signOutForTest();
});

async function open(url = '/app/admin/user-interaction/dynamic-content') {
  await signInAs('admin');
  const rendered = renderRoutes(userInteractionRoutes, { url });
  // The first screen of a file loads its code cold.
  await screen.findByRole('heading', { level: 2 }, { timeout: 15_000 });
  return rendered;
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('the dynamic content list', () => {
  it('lists the blocks by page, with their page and whether they are shown', async () => {
    const { user, router } = await open();
    const list = await screen.findByRole('list', { name: 'Blocks' });
    expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual(['Community guidelines', 'Yearly plans', 'Support hours']);
    const guidelines = within(list).getByRole('link', { name: 'Community guidelines' }).closest('li')!;
    expect(within(guidelines).getByText('On the page Community center')).toBeInTheDocument();
    expect(within(guidelines).getByText('Active')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Page' }), 'shop');
    await waitFor(() => expect(router.state.location.search).toBe('?on=shop'));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Blocks' })).getAllByRole('link').map((link) => link.textContent)).toEqual(['Yearly plans']));
  });

  it('says when there are none yet', async () => {
    db.contentBlock.deleteMany({ where: { id: { gte: 0 } } });
    await open();
    expect(await screen.findByRole('heading', { level: 3, name: 'No blocks yet' })).toBeInTheDocument();
  });

  it('says when they could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/user-interaction/blocks' }]);
    await open();
    expect(await screen.findByRole('heading', { name: 'The blocks could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('a block’s form', () => {
  it('creates a block for a page, with a sanitised preview', async () => {
    const { user, router } = await open('/app/admin/user-interaction/dynamic-content/new');
    await user.type(field('Name'), 'Status note');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Page/ }), 'status');
    await user.type(field('Content'), '<p>All <em>green</em>.</p><iframe src="https://evil.test"></iframe>');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('green', { selector: 'em' })).toBeInTheDocument();
    expect(preview.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create block' }));
    expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toHaveTextContent('The block has been created');
    expect(db.contentBlock.getAll().find((row) => row.name === 'Status note')).toMatchObject({ page: 'status', active: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/admin/user-interaction/dynamic-content'));
  });

  it('checks the fields, then shows the server’s objection next to the name and keeps what was typed', async () => {
    const { user } = await open('/app/admin/user-interaction/dynamic-content/new');
    await user.click(screen.getByRole('button', { name: 'Create block' }));
    expect(await screen.findByText('Enter a name for the block.')).toBeInTheDocument();
    expect(screen.getByText('Choose the page.')).toBeInTheDocument();
    await user.type(field('Name'), 'support hours');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Page/ }), 'support');
    await user.type(field('Content'), '<p>Weekends too.</p>');
    await user.click(screen.getByRole('button', { name: 'Create block' }));
    expect(await screen.findByText('The name has already been taken.')).toBeInTheDocument();
    expect(field('Name')).toHaveAccessibleDescription(/The name has already been taken\./);
    expect(field('Content')).toHaveValue('<p>Weekends too.</p>');
  });

  it('edits a block and deletes it after a confirmation naming it', async () => {
    const { user, router } = await open('/app/admin/user-interaction/dynamic-content/3');
    await waitFor(() => expect(field('Name')).toHaveValue('Yearly plans'));
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Save block' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveTextContent('The block has been updated');
    expect(db.contentBlock.findFirst({ where: { id: { equals: 3 } } })).toMatchObject({ active: true });
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/admin/user-interaction/dynamic-content'));

    await user.click(await screen.findByRole('link', { name: 'Yearly plans' }));
    await user.click(await screen.findByRole('button', { name: 'Delete block' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the block “Yearly plans”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alertdialog', { name: 'Poof!' })).toHaveTextContent('The block has been deleted');
    expect(db.contentBlock.findFirst({ where: { id: { equals: 3 } } })).toBeNull();
  });
});
