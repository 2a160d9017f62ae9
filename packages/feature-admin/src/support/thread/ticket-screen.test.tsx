import { signOutForTest } from '@portal/api-client/testing';
import { db } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { testFile, useNodeMultipart } from '@portal/test-config/multipart';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { supportRoutes } from '../routes.tsx';

// Thread journeys with uploads take several seconds on a busy machine.
vi.setConfig({ testTimeout: 40_000 });
const server = setupDemoBackend();
beforeEach(() => useNodeMultipart());
afterEach(() => signOutForTest());

async function openThread(id: number) {
  await signInAs('admin');
  const view = renderRoutes(supportRoutes, { url: `/app/admin/support/tickets/${id}`, realtime: true });
  // The first screen of a run waits for its lazy chunks to be transformed.
  const messages = await screen.findByRole('list', { name: 'Messages' }, { timeout: 20_000 });
  return { ...view, messages };
}

const articles = (messages: HTMLElement) => within(messages).getAllByRole('article');
/** What the ticket's details say for a term. */
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? '';

/** Acknowledges the outcome dialog after checking what it says. */
async function acknowledge(title: 'Done!' | 'Whoops!', message: string | RegExp) {
  const dialog = await screen.findByRole('alertdialog', { name: title });
  expect(dialog).toHaveTextContent(message);
  within(dialog).getByRole('button').click();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}

describe('a ticket’s thread', () => {
  it('shows the thread with the notes apart, and opening it makes the ticket read: the count of new tickets drops', async () => {
    const waiting = db.ticket.getAll().filter((ticket) => ticket.status === 'open' || ticket.status === 'customer-reply').length;
    await signInAs('admin');
    const { user } = renderRoutes(supportRoutes, { url: '/app/admin/support', realtime: true });
    expect(await screen.findByText(`${waiting} new tickets are waiting for an answer.`, {}, { timeout: 20_000 })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search tickets' }), '1053{Enter}');
    await user.click(await screen.findByRole('link', { name: 'Subtitles out of sync after the Plex update' }));

    const messages = await screen.findByRole('list', { name: 'Messages' });
    expect(screen.getByRole('heading', { level: 1, name: 'Subtitles out of sync after the Plex update' })).toBeInTheDocument();
    expect(screen.getByText('Ticket #1053 from Jordan Lee')).toBeInTheDocument();
    const [question, answer, followUp] = articles(messages);
    expect(within(question!).getByRole('heading', { level: 3, name: 'Jordan Lee' })).toBeInTheDocument();
    expect(within(question!).getByText('Customer')).toBeInTheDocument();
    expect(within(question!).queryByText('New')).not.toBeInTheDocument();
    expect(within(answer!).getByRole('heading', { level: 3, name: 'Sam Rivera' })).toBeInTheDocument();
    expect(within(answer!).getByText('Staff')).toBeInTheDocument();
    // The customer's follow-up arrived after Sam read the ticket.
    expect(within(followUp!).getByText('New')).toBeInTheDocument();
    expect(within(followUp!).getByRole('button', { name: /^Download subtitle-offsets\.txt/ })).toBeInTheDocument();

    const notes = screen.getByRole('list', { name: 'Notes' });
    expect(notes).toHaveTextContent('the fix is in the 1.40.3 beta');
    expect(notes).toHaveTextContent('Sam Rivera');
    expect(messages).not.toHaveTextContent('1.40.3 beta');
    expect(screen.getByText('Only the staff sees these notes; the customer never does.')).toBeInTheDocument();

    await waitFor(() => expect(db.ticket.findFirst({ where: { id: { equals: 1053 } } })?.staff_read_at).not.toBeNull());
    await user.click(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Support' }));
    expect(await screen.findByText(`${waiting - 1} new tickets are waiting for an answer.`)).toBeInTheDocument();
    // Back to the same view of the list.
    expect(screen.getByRole('searchbox', { name: 'Search tickets' })).toHaveValue('1053');
    expect(within(screen.getByRole('list', { name: 'Tickets' })).queryByText('Unread')).not.toBeInTheDocument();
  });

  it('sanitises the HTML of answers', async () => {
    db.ticketMessage.create({
      id: 9101,
      ticket_id: 1052,
      user_id: 2,
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

  it('answers the customer with a file: the answer joins the thread and the ticket is answered', async () => {
    const { user, messages } = await openThread(1045);
    const reply = screen.getByRole('textbox', { name: 'Your reply' });
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(reply).toHaveAccessibleDescription('Write your reply.');
    await user.type(reply, 'Could you run the buffering test from the support page?');
    await user.upload(screen.getByLabelText('Attach files'), testFile('steps.txt', 20));
    expect(screen.getByRole('list', { name: 'Files to attach' })).toHaveTextContent('steps.txt');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await acknowledge('Done!', 'Your reply has been sent to the customer.');

    const last = articles(messages).at(-1)!;
    expect(within(last).getByRole('heading', { name: 'Alex Morgan' })).toBeInTheDocument();
    expect(within(last).getByText('Could you run the buffering test from the support page?')).toBeInTheDocument();
    expect(within(last).getByRole('button', { name: 'Download steps.txt (20 B)' })).toBeInTheDocument();
    expect(fact('Status')).toBe('Answered');
    expect(reply).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Files to attach' })).not.toBeInTheDocument();
  });

  it('keeps the typed reply and the chosen files when the reply fails', async () => {
    server.use(
      http.post('*/api/admin/support/tickets/:id/reply', async ({ request }) => {
        await request.formData();
        return HttpResponse.json({ success: false, message: 'The mail queue is down.' }, { status: 500 });
      }),
    );
    const { user } = await openThread(1045);
    await user.type(screen.getByRole('textbox', { name: 'Your reply' }), 'Hello Jordan');
    await user.upload(screen.getByLabelText('Attach files'), testFile('steps.txt', 20));
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await acknowledge('Whoops!', 'The mail queue is down.');
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toHaveValue('Hello Jordan');
    expect(screen.getByRole('list', { name: 'Files to attach' })).toHaveTextContent('steps.txt');
  });

  it('shows a refused reply next to its field, keeping what was typed', async () => {
    server.use(
      http.post('*/api/admin/support/tickets/:id/reply', async ({ request }) => {
        await request.formData();
        return HttpResponse.json({ success: false, message: 'The message field must not be greater than 10000 characters.', errors: { message: ['The message field must not be greater than 10000 characters.'] } }, { status: 422 });
      }),
    );
    const { user } = await openThread(1045);
    const reply = screen.getByRole('textbox', { name: 'Your reply' });
    await user.type(reply, 'A very long answer');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(reply).toHaveAccessibleDescription('The message field must not be greater than 10000 characters.'));
    expect(reply).toHaveValue('A very long answer');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('adds an internal note, apart from the thread', async () => {
    const { user, messages } = await openThread(1045);
    expect(screen.getByText('No notes yet.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'New note' }), 'Probably the customer’s line: ask for a buffering test.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await acknowledge('Done!', 'The note has been added.');
    const notes = screen.getByRole('list', { name: 'Notes' });
    expect(notes).toHaveTextContent('Probably the customer’s line: ask for a buffering test.');
    expect(notes).toHaveTextContent('Alex Morgan');
    expect(messages).not.toHaveTextContent('Probably the customer’s line');
    expect(screen.getByRole('textbox', { name: 'New note' })).toHaveValue('');
  });

  it('closes the ticket after asking, and reopens it', async () => {
    const { user } = await openThread(1045);
    await user.click(screen.getByRole('button', { name: 'Close ticket' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Close this ticket?' });
    await user.click(within(confirm).getByRole('button', { name: 'Close ticket' }));
    await acknowledge('Done!', 'The ticket has been closed.');
    // The button that took the place of the one used has the focus.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reopen ticket' })).toHaveFocus());
    expect(fact('Status')).toBe('Closed');
    expect(screen.getByText('This ticket is closed')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reopen ticket' }));
    await acknowledge('Done!', 'The ticket has been reopened.');
    expect(await screen.findByRole('textbox', { name: 'Your reply' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close ticket' })).toHaveFocus());
    expect(fact('Status')).toBe('Open');
  });

  it('says when closing fails', async () => {
    server.use(http.post('*/api/admin/support/tickets/:id/close', () => HttpResponse.json({ success: false, message: 'This ticket is closed already.' }, { status: 409 })));
    const { user } = await openThread(1045);
    await user.click(screen.getByRole('button', { name: 'Close ticket' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Close this ticket?' })).getByRole('button', { name: 'Close ticket' }));
    await acknowledge('Whoops!', 'This ticket is closed already.');
  });

  it('assigns the ticket to one of the staff and changes its priority', async () => {
    const { user } = await openThread(1045);
    const assignee = screen.getByRole('combobox', { name: 'Assigned to' });
    await waitFor(() => expect(assignee).toBeEnabled());
    expect(within(assignee).getByRole('option', { name: /^Alex Morgan \(you\), \d+ open tickets?$/ })).toBeInTheDocument();
    await user.selectOptions(assignee, within(assignee).getByRole('option', { name: /^Sam Rivera, \d+ open tickets?$/ }));
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await acknowledge('Done!', 'The ticket has been assigned to Sam Rivera.');
    expect(fact('Assigned to')).toBe('Sam Rivera');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'Urgent');
    await user.click(screen.getByRole('button', { name: 'Change priority' }));
    await acknowledge('Done!', 'The priority is now urgent.');
    expect(fact('Priority')).toBe('Urgent');
    expect(db.ticket.findFirst({ where: { id: { equals: 1045 } } })).toMatchObject({ assignee_id: 2, priority: 'urgent' });
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
    server.use(http.get('*/api/admin/support/tickets/:id/attachments/:attachment', () => HttpResponse.json({ success: false, message: 'Attachment not found.' }, { status: 404 })));
    const { user } = await openThread(1045);
    await user.click(screen.getByRole('button', { name: /^Download buffering-tv\.png/ }));
    await acknowledge('Whoops!', 'Attachment not found.');
  });

  it('says when the ticket does not exist', async () => {
    await signInAs('admin');
    renderRoutes(supportRoutes, { url: '/app/admin/support/tickets/99999', realtime: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket not found' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All tickets' })).toHaveAttribute('href', '/app/admin/support');
  });

  it('shows a failed load with a way to try again', async () => {
    server.use(http.get('*/api/admin/support/tickets/:id', () => HttpResponse.json({ success: false, message: 'Server Error' }, { status: 500 }), { once: true }));
    await signInAs('admin');
    const { user } = renderRoutes(supportRoutes, { url: '/app/admin/support/tickets/1045', realtime: true });
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(alert).toHaveTextContent('This ticket could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Messages' })).toBeInTheDocument();
  });
});
