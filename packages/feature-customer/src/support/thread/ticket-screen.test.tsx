import { signOutForTest } from '@portal/api-client/testing';
import { db } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { supportRoutes } from '../routes.tsx';
import { testFile, useNodeMultipart } from '@portal/test-config/multipart';

// Thread journeys with uploads take several seconds on a busy machine.
vi.setConfig({ testTimeout: 40_000 });
const server = setupDemoBackend();
beforeEach(() => useNodeMultipart());
afterEach(() => signOutForTest());

async function openThread(id: number) {
  await signInAs('customer-plex');
  const view = renderRoutes(supportRoutes, { url: `/app/support/tickets/${id}` });
  // The first screen of a run waits for its lazy chunks to be transformed.
  const messages = await screen.findByRole('list', { name: 'Messages' }, { timeout: 20_000 });
  return { ...view, messages };
}

const articles = (messages: HTMLElement) => within(messages).getAllByRole('article');

describe('a ticket’s thread', () => {
  it('shows the ticket and its messages, the unread staff reply marked new', async () => {
    const { messages } = await openThread(1052);
    expect(screen.getByRole('heading', { level: 2, name: 'Invite to my Plex server is not arriving' })).toBeInTheDocument();
    const details = screen.getByRole('list', { name: 'Ticket details' });
    expect(details).toHaveTextContent('Answered');
    expect(details).toHaveTextContent('#1052');
    expect(details).toHaveTextContent('Server: Jordan’s Plex');
    const [question, answer] = articles(messages);
    expect(within(question!).getByRole('heading', { name: 'You' })).toBeInTheDocument();
    expect(within(answer!).getByRole('heading', { name: 'Emma Clarke' })).toBeInTheDocument();
    expect(within(answer!).getByText('Support team')).toBeInTheDocument();
    expect(within(answer!).getByText('New')).toBeInTheDocument();
    expect(within(answer!).getByRole('link', { name: 'Plex Tools' })).toHaveAttribute('href', '/app/plex-tools/invites');
    expect(db.ticket.findFirst({ where: { id: { equals: 1052 } } })?.customer_read_at).not.toBeNull();
  });

  it('sanitises the HTML of staff replies', async () => {
    db.ticketMessage.create({
      id: 9001,
      ticket_id: 1052,
      user_id: 11,
      staff: true,
      body: '<p>Safe text</p><img src="x" onerror="window.__hacked = true"><script>window.__hacked = true</script><a href="javascript:alert(1)">Click</a>',
      format: 'html',
      created_at: new Date().toISOString(),
    });
    const { messages } = await openThread(1052);
    const last = articles(messages).at(-1)!;
    expect(within(last).getByText('Safe text')).toBeInTheDocument();
    expect(last.querySelector('script')).toBeNull();
    expect(last.querySelector('[onerror]')).toBeNull();
    expect(within(last).getByText('Click')).not.toHaveAttribute('href', 'javascript:alert(1)');
  });

  it('answers the ticket with a file, and the reply joins the thread', async () => {
    const { user, messages } = await openThread(1052);
    const reply = screen.getByRole('textbox', { name: 'Your reply' });
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(reply).toHaveAccessibleDescription('Write your reply.');
    await user.type(reply, 'She found it in her spam folder, thanks!');
    await user.upload(screen.getByLabelText('Attach files'), testFile('proof.txt', 20));
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Your reply has been sent.')).toBeInTheDocument();
    const last = articles(messages).at(-1)!;
    expect(within(last).getByText('She found it in her spam folder, thanks!')).toBeInTheDocument();
    expect(within(last).getByRole('button', { name: 'Download proof.txt (20 B)' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Ticket details' })).toHaveTextContent('Customer reply');
    expect(reply).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Files to attach' })).not.toBeInTheDocument();
  });

  it('keeps the reply when the server refuses it', async () => {
    server.use(
      http.post('*/api/customer/support/tickets/:id/replies', async ({ request }) => {
        await request.formData();
        return HttpResponse.json({ success: false, message: 'This ticket is closed. Reopen it to reply.' }, { status: 409 });
      }),
    );
    const { user } = await openThread(1052);
    await user.type(screen.getByRole('textbox', { name: 'Your reply' }), 'Hello?');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This ticket is closed. Reopen it to reply.');
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toHaveValue('Hello?');
  });

  it('closes the ticket after asking, and reopens it', async () => {
    const { user } = await openThread(1045);
    await user.click(screen.getByRole('button', { name: 'Close ticket' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Close this ticket?' });
    await user.click(within(confirm).getByRole('button', { name: 'Close ticket' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveTextContent('The ticket has been closed.');
    await user.click(within(done).getByRole('button'));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Ticket details' })).toHaveTextContent('Closed'));
    expect(screen.getByText('This ticket is closed')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reopen ticket' }));
    expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toHaveTextContent('The ticket has been reopened.');
    await user.click(within(screen.getByRole('alertdialog', { name: 'Done!' })).getByRole('button'));
    expect(await screen.findByRole('textbox', { name: 'Your reply' })).toBeInTheDocument();
  });

  it('downloads an attachment under its own name', async () => {
    const saved: string[] = [];
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:attachment' });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = await openThread(1045);
    await user.click(screen.getByRole('button', { name: /^Download plex-media-server\.log/ }));
    await waitFor(() => expect(saved).toEqual(['plex-media-server.log']));
  });

  it('says when a download fails', async () => {
    server.use(http.get('*/api/customer/support/tickets/:id/attachments/:attachment', () => HttpResponse.json({ success: false, message: 'Attachment not found.' }, { status: 404 })));
    const { user } = await openThread(1045);
    await user.click(screen.getByRole('button', { name: /^Download buffering-tv\.png/ }));
    expect(await screen.findByRole('alertdialog', { name: 'Whoops!' })).toHaveTextContent('Attachment not found.');
  });

  it('says when the ticket does not exist or is someone else’s', async () => {
    await signInAs('customer-plex');
    renderRoutes(supportRoutes, { url: '/app/support/tickets/1048' });
    expect(await screen.findByRole('heading', { name: 'Ticket not found' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All tickets' })).toHaveAttribute('href', '/app/support/tickets');
  });

  it('shows a failed load with a way to try again', async () => {
    server.use(http.get('*/api/customer/support/tickets/:id', () => HttpResponse.json({ success: false, message: 'Server Error' }, { status: 500 }), { once: true }));
    await signInAs('customer-plex');
    const { user } = renderRoutes(supportRoutes, { url: '/app/support/tickets/1045' });
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(alert).toHaveTextContent('This ticket could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Messages' })).toBeInTheDocument();
  });
});
