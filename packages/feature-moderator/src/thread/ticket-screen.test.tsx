import { signOutForTest } from '@portal/api-client/testing';
import { db } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { testFile, useNodeMultipart } from '@portal/test-config/multipart';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { moderatorRoutes } from '../routes.tsx';

vi.setConfig({ testTimeout: 40_000 });
const server = setupDemoBackend();
beforeEach(() => useNodeMultipart());
afterEach(() => signOutForTest());
beforeAll(async () => {
  await import('./ticket-screen.tsx');
}, 120_000);

const CAST = 1401;

async function openTicket(id = CAST) {
  await signInAs('moderator');
  const view = renderRoutes(moderatorRoutes, { url: `/app/moderator/tickets/${id}`, realtime: true });
  const thread = await screen.findByRole('list', { name: 'Messages' }, { timeout: 20_000 });
  return { ...view, thread };
}

/** The value the ticket's facts give for a term. */
const factOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
const ticketRow = (id: number) => db.ticket.findFirst({ where: { id: { equals: id } } })!;

async function expectOutcome(title: 'Done!' | 'Whoops!', text: string | RegExp) {
  const dialog = await screen.findByRole('alertdialog', { name: title });
  expect(dialog).toHaveTextContent(text);
  within(dialog).getByRole('button').click();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}

describe('a ticket’s thread for the moderator', () => {
  it('shows the thread and its facts, and reading it marks it read', async () => {
    expect(ticketRow(CAST).staff_read_at).toBeNull();
    const { thread } = await openTicket();
    expect(screen.getByRole('heading', { level: 1, name: 'Chromecast stops after two minutes' })).toBeInTheDocument();
    const [first] = within(thread).getAllByRole('article');
    expect(first).toHaveTextContent('Playback error');
    expect(within(first!).getByText('Unread')).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: /^Download cast-session\.log, / })).toBeInTheDocument();
    expect(factOf('Status')).toBe('Open');
    expect(factOf('Priority')).toBe('High');
    expect(factOf('Assigned to')).toBe('You');
    await waitFor(() => expect(ticketRow(CAST).staff_read_at).not.toBeNull());
    // The message stays marked while the moderator reads it.
    expect(within(first!).getByText('Unread')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tickets' })).toHaveAttribute('href', '/app/moderator/tickets');
  });

  it('renders a staff answer’s HTML made safe', async () => {
    const ticket = ticketRow(1406);
    db.ticketMessage.create({ id: 99_001, ticket_id: ticket.id, user_id: 11, staff: true, format: 'html', body: '<p>See <a href="javascript:alert(1)">this</a><img src=x onerror="alert(2)"><script>alert(3)</script> <strong>now</strong></p>', created_at: new Date().toISOString() });
    const { thread } = await openTicket(1406);
    const last = within(thread).getAllByRole('article').at(-1)!;
    expect(within(last).getByText('now').tagName).toBe('STRONG');
    expect(last.innerHTML).not.toMatch(/javascript:|onerror|<script/);
  });

  it('answers with a file: the customer’s thread has it, and the form empties', async () => {
    const { user, thread } = await openTicket();
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Please update the Cast app; version 5.42 fixes this.');
    await user.upload(screen.getByLabelText('Attach files'), testFile('steps.txt', 120));
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    await expectOutcome('Done!', 'Your reply has been sent to the customer.');
    await waitFor(() => expect(within(thread).getAllByRole('article')).toHaveLength(2));
    const answer = within(thread).getAllByRole('article').at(-1)!;
    expect(answer).toHaveTextContent('Emma Clarke');
    expect(answer).toHaveTextContent('version 5.42 fixes this');
    expect(within(answer).getByRole('button', { name: /^Download steps\.txt, / })).toBeInTheDocument();
    expect(factOf('Status')).toBe('Answered');
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('');
    expect(db.ticketMessage.getAll().filter((message) => message.ticket_id === CAST).at(-1)).toMatchObject({ staff: true, user_id: 11 });
  });

  it('asks for an answer before sending', async () => {
    const { user } = await openTicket();
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Write an answer first.')).toBeInTheDocument();
  });

  it('shows a refused answer next to its field, keeping what was typed', async () => {
    server.use(
      http.post('*/api/moderator/tickets/:id/reply', async ({ request }) => {
        await request.formData();
        return HttpResponse.json({ success: false, message: 'The message may not be greater than 10000 characters.', errors: { message: ['The message may not be greater than 10000 characters.'] } }, { status: 422 });
      }),
    );
    const { user } = await openTicket();
    const field = screen.getByRole('textbox', { name: 'Your answer' });
    await user.type(field, 'A long answer');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('The message may not be greater than 10000 characters.'));
    expect(field).toHaveValue('A long answer');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('closes the ticket after asking, and reopens it', async () => {
    const { user } = await openTicket();
    await user.click(screen.getByRole('button', { name: 'Close ticket' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Close this ticket?' });
    expect(confirm).toHaveTextContent('“Chromecast stops after two minutes” leaves the queue.');
    await user.click(within(confirm).getByRole('button', { name: 'Close ticket' }));
    await expectOutcome('Done!', 'The ticket has been closed.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reopen ticket' })).toHaveFocus());
    expect(factOf('Status')).toBe('Closed');
    expect(screen.getByText('This ticket is closed')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your answer' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reopen ticket' }));
    await expectOutcome('Done!', 'The ticket has been reopened.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close ticket' })).toHaveFocus());
    expect(factOf('Status')).toBe('Open');
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toBeInTheDocument();
  });

  it('says when closing fails', async () => {
    server.use(http.post('*/api/moderator/tickets/:id/close', () => HttpResponse.json({ success: false, message: 'This ticket is closed already.' }, { status: 409 })));
    const { user } = await openTicket();
    await user.click(screen.getByRole('button', { name: 'Close ticket' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Close this ticket?' })).getByRole('button', { name: 'Close ticket' }));
    await expectOutcome('Whoops!', 'This ticket is closed already.');
  });

  it('downloads an attachment under its own name, and says when it cannot', async () => {
    const saved: string[] = [];
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:file' });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = await openTicket();
    await user.click(screen.getByRole('button', { name: /^Download cast-session\.log/ }));
    await waitFor(() => expect(saved).toEqual(['cast-session.log']));

    server.use(http.get('*/api/moderator/tickets/:id/attachments/:attachment', () => HttpResponse.json({ success: false, message: 'Attachment not found.' }, { status: 404 })));
    await user.click(screen.getByRole('button', { name: /^Download cast-session\.log/ }));
    await expectOutcome('Whoops!', 'Attachment not found.');
  });

  it('says when the ticket does not exist', async () => {
    await signInAs('moderator');
    renderRoutes(moderatorRoutes, { url: '/app/moderator/tickets/99999', realtime: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket not found' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the tickets' })).toHaveAttribute('href', '/app/moderator/tickets');
  });

  it('shows a failed load with a way to try again', async () => {
    server.use(http.get('*/api/moderator/tickets/:id', () => HttpResponse.json({ success: false, message: 'Server Error' }, { status: 500 }), { once: true }));
    await signInAs('moderator');
    const { user } = renderRoutes(moderatorRoutes, { url: `/app/moderator/tickets/${CAST}`, realtime: true });
    const failure = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(failure).toHaveTextContent('This ticket could not be loaded');
    expect(screen.getByRole('heading', { level: 1, name: `Ticket #${CAST}` })).toBeInTheDocument();
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Chromecast stops after two minutes' })).toBeInTheDocument();
  });
});
