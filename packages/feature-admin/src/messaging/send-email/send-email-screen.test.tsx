import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagingForTests } from '../test-routes.tsx';

vi.setConfig({ testTimeout: 40_000 });
setupDemoBackend();
afterEach(() => signOutForTest());

const URL = '/app/admin/user-interaction/send-email';

async function open(url = URL) {
  await signInAs('admin');
  const view = renderRoutes(messagingForTests, { url });
  await screen.findByRole('heading', { level: 2, name: 'Send an e-mail' }, { timeout: 20_000 });
  return view;
}

const customers = () => db.user.getAll().filter((user) => !user.admin && !user.is_moderator);
const status = () => screen.getByRole('status');
const history = () => screen.findByRole('list', { name: 'Sent e-mails' });
const subjects = async () => within(await history()).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

async function write(user: Awaited<ReturnType<typeof open>>['user'], subject: string, body: string) {
  await user.type(screen.getByRole('textbox', { name: /^Subject/ }), subject);
  await user.type(screen.getByRole('textbox', { name: /^Message/ }), body);
}

describe('sending an e-mail', () => {
  it('says how many customers each group reaches before anything is sent', async () => {
    const { user } = await open();
    await waitFor(() => expect(status()).toHaveTextContent(`${customers().length} customers receive it`));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Recipients/ }), 'trial');
    const trials = customers().filter((customer) => customer.is_trial).length;
    await waitFor(() => expect(status()).toHaveTextContent(`${trials} customers receive it (Kai Tanaka,`));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Recipients/ }), 'node');
    expect(status()).toHaveTextContent('Choose who receives it');
    const node = await screen.findByRole('option', { name: 'fra-02' });
    await user.selectOptions(screen.getByRole('combobox', { name: /^Node/ }), node);
    const onNode = new Set(db.server.getAll().filter((server) => server.node_id === 2).map((server) => server.user_id));
    await waitFor(() => expect(status()).toHaveTextContent(`${customers().filter((user) => onNode.has(user.id)).length} customers receive it`));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Recipients/ }), 'users');
    await user.type(screen.getByRole('textbox', { name: /^Customers' e-mail addresses/ }), 'hannah.becker@demo.test, plex@demo.test');
    await waitFor(() => expect(status()).toHaveTextContent('2 customers receive it (Jordan Lee, Hannah Becker)'));
  });

  it('previews the message sanitised', async () => {
    const { user } = await open();
    await write(user, 'Hello', '<p>Hi <em>there</em></p><img src="x" onerror="window.pwned = true"><script>window.pwned = true</script>');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hello' });
    expect(within(dialog).getByText('there', { selector: 'em' })).toBeVisible();
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
  });

  it('sends a test to the admin alone, named in the outcome', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Send a test to me' }));
    expect(await screen.findByText('Enter a subject.')).toBeInTheDocument();
    await write(user, 'Test subject', '<p>Test</p>');
    await user.click(screen.getByRole('button', { name: 'Send a test to me' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveTextContent('A test e-mail has been sent to admin@demo.test');
    expect(db.sentEmail.findFirst({ where: { subject: { equals: 'Test subject' } } })).toMatchObject({ test: true, emails: ['admin@demo.test'] });
  });

  it('sends after a confirmation naming how many receive it, and lists it first in the history', async () => {
    const { user } = await open();
    await write(user, 'Plex maintenance tonight', '<p>Short restart at 02:00 UTC.</p>');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Recipients/ }), 'server-type');
    const plexOwners = new Set(db.server.getAll().filter((server) => server.type === 'plex').map((server) => server.user_id));
    const count = customers().filter((customer) => plexOwners.has(customer.id)).length;
    await user.click(screen.getByRole('button', { name: 'Send…' }));
    const confirm = await screen.findByRole('alertdialog', { name: `Send this e-mail to ${count} customers?` });
    expect(confirm).toHaveTextContent('"Plex maintenance tonight" goes out to Customers with a server type: Plex');
    await user.click(within(confirm).getByRole('button', { name: `Send to ${count} customers` }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveTextContent(`The e-mail is on its way to ${count} customers`);
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(async () => expect((await subjects())[0]).toBe('Plex maintenance tonight'));
    expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveValue('');
  });

  it('sends nothing when the confirmation is cancelled, and keeps the e-mail', async () => {
    const { user } = await open();
    await write(user, 'Not yet', '<p>Draft</p>');
    const before = db.sentEmail.count();
    await user.click(screen.getByRole('button', { name: 'Send…' }));
    const confirm = await screen.findByRole('alertdialog', { name: /^Send this e-mail to \d+ customers\?$/ });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(db.sentEmail.count()).toBe(before);
    expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveValue('Not yet');
  });

  it("shows an address that is no customer's next to the field and keeps what was typed", async () => {
    const { user } = await open();
    await write(user, 'For two', '<p>Hi</p>');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Recipients/ }), 'users');
    const emails = screen.getByRole('textbox', { name: /^Customers' e-mail addresses/ });
    await user.click(screen.getByRole('button', { name: 'Send…' }));
    expect(await screen.findByText("Enter at least one customer's e-mail address.")).toBeInTheDocument();
    await user.type(emails, 'hannah.becker@demo.test, nobody@nowhere.test');
    await user.click(screen.getByRole('button', { name: 'Send…' }));
    await waitFor(() => expect(emails).toHaveAccessibleDescription(/No customer has the address nobody@nowhere\.test\./));
    expect(emails).toHaveValue('hannah.becker@demo.test, nobody@nowhere.test');
    expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveValue('For two');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('the sent e-mails', () => {
  it('lists them newest first, with audience, recipients and sender, and opens one', async () => {
    const { user } = await open();
    const list = await history();
    expect((await subjects())[0]).toBe('Maintenance on fra-02 this Sunday');
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('Customers on a node: fra-02');
    expect(first).toHaveTextContent('47 recipients');
    expect(first).toHaveTextContent('by Sam Rivera');
    await user.click(within(first).getByRole('button', { name: 'Read Maintenance on fra-02 this Sunday' }));
    const dialog = await screen.findByRole('dialog', { name: 'Maintenance on fra-02 this Sunday' });
    expect(within(dialog).getByRole('link', { name: 'Open the portal' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('says when none match the search', async () => {
    await open(`${URL}?search=nothing-like-this`);
    expect(await screen.findByRole('heading', { level: 3, name: 'No sent e-mails match' })).toBeInTheDocument();
  });

  it('says when none were sent yet', async () => {
    db.sentEmail.deleteMany({ where: { id: { gte: 0 } } });
    await open();
    expect(await screen.findByRole('heading', { level: 3, name: 'No e-mails sent yet' })).toBeInTheDocument();
  });

  it('says when they could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/user-interaction/emails', method: 'get' }]);
    await open();
    expect(await screen.findByRole('heading', { name: 'The sent e-mails could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
