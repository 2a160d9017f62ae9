import { testFile } from '@portal/test-config/multipart';
import { render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '#format/format.ts';
import { ListCardList } from '#list-card/list-card.tsx';
import { OutcomeProvider } from '#outcome/use-outcome.tsx';
import { TicketConversation, TicketThread, type ThreadMessage } from './ticket-message.tsx';
import { TicketReplyForm } from './ticket-reply-form.tsx';
import { TicketCustomer, TicketFact, TicketFacts, TicketRow, UnreadBadge } from './ticket-row.tsx';
import { TicketStatusAction } from './ticket-status-action.tsx';
import { useUnreadOnOpen } from './use-unread-on-open.ts';

const log = { id: 31, name: 'plex.log', size: 1200 };

const thread: ThreadMessage[] = [
  { id: 1, author: { name: 'Jordan Lee', role: 'customer' }, body: 'It buffers. <b>Help</b>', format: 'text', created_at: '2026-03-10T09:00:00Z', attachments: [log] },
  {
    id: 2,
    author: { name: 'Emma Clarke', role: 'staff' },
    body: '<p>Safe text</p><img src="x" onerror="window.__hacked = true"><script>window.__hacked = true</script><a href="javascript:alert(1)">Click</a>',
    format: 'html',
    created_at: '2026-03-10T10:00:00Z',
    attachments: [],
  },
  { id: 3, author: { name: 'Jordan Lee', role: 'customer' }, body: 'Still buffering.', format: 'text', created_at: '2026-03-11T09:00:00Z', attachments: [] },
];

const articles = () => within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('article');

describe('TicketThread', () => {
  it('shows each message with its author, role, time and body; the help desk’s HTML made safe', () => {
    render(<TicketThread messages={thread} onDownload={() => {}} />);
    const [question, answer] = articles();
    expect(question).toHaveAccessibleName(`Jordan Lee, ${formatDateTime('2026-03-10T09:00:00Z')}`);
    expect(within(question!).getByRole('heading', { level: 3, name: 'Jordan Lee' })).toBeInTheDocument();
    expect(within(question!).getByText('Customer')).toBeInTheDocument();
    // A customer's text is text, even when it looks like markup.
    expect(within(question!).getByText('It buffers. <b>Help</b>')).toBeInTheDocument();
    expect(within(answer!).getByText('Staff')).toBeInTheDocument();
    expect(within(answer!).getByText('Safe text')).toBeInTheDocument();
    expect(answer!.querySelector('script')).toBeNull();
    expect(answer!.querySelector('[onerror]')).toBeNull();
    expect(within(answer!).getByText('Click')).not.toHaveAttribute('href', 'javascript:alert(1)');
    expect(answer!.querySelector('time')).toHaveAttribute('dateTime', '2026-03-10T10:00:00Z');
  });

  it('marks the new messages', () => {
    render(<TicketThread messages={thread} isNew={(message) => message.id === 3} onDownload={() => {}} />);
    const [question, , followUp] = articles();
    expect(within(followUp!).getByText('New')).toBeInTheDocument();
    expect(within(question!).queryByText('New')).not.toBeInTheDocument();
  });

  it('hands a file to the download callback, and shows the one being downloaded waiting', async () => {
    const user = userEvent.setup();
    const onDownload = vi.fn();
    const { rerender } = render(<TicketThread messages={thread} onDownload={onDownload} />);
    const files = within(articles()[0]!).getByRole('list', { name: 'Attachments' });
    await user.click(within(files).getByRole('button', { name: 'Download plex.log (1.2 KB)' }));
    expect(onDownload).toHaveBeenCalledWith(log);
    rerender(<TicketThread messages={thread} onDownload={onDownload} downloading={log.id} />);
    expect(screen.getByRole('button', { name: 'Download plex.log (1.2 KB)' })).toHaveAttribute('aria-busy', 'true');
  });

  it('reads as the customer’s own thread: “You”, and the words an area gives it', () => {
    const own = thread.map((message) => ({ ...message, author: { ...message.author, is_you: message.author.role === 'customer' } }));
    render(
      <TicketThread
        messages={own}
        isNew={(message) => message.id === 1}
        onDownload={() => {}}
        texts={{ staffBadge: 'Support team', customerBadge: null, newBadge: 'Unread', filesLabel: 'Files', downloadLabel: (name, size) => `Download ${name}, ${size}`, messageLabel: (author, time) => `Message from ${author}, ${time}` }}
      />,
    );
    const [question, answer] = articles();
    expect(within(question!).getByRole('heading', { name: 'You' })).toBeInTheDocument();
    expect(question).toHaveAccessibleName(`Message from You, ${formatDateTime('2026-03-10T09:00:00Z')}`);
    expect(within(question!).queryByText('Customer')).not.toBeInTheDocument();
    expect(within(question!).getByText('Unread')).toBeInTheDocument();
    expect(within(question!).getByRole('list', { name: 'Files' })).toBeInTheDocument();
    expect(within(question!).getByRole('button', { name: 'Download plex.log, 1.2 KB' })).toBeInTheDocument();
    expect(within(answer!).getByText('Support team')).toBeInTheDocument();
  });
});

describe('TicketConversation', () => {
  it('shows the thread in its card with the answer form, or a note while the ticket is closed', () => {
    const { rerender } = render(<TicketConversation messages={thread} onDownload={() => {}} closed={false} reply={<p>The form</p>} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Conversation' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByText('The form')).toBeInTheDocument();
    rerender(<TicketConversation messages={thread} onDownload={() => {}} closed reply={<p>The form</p>} />);
    expect(screen.queryByText('The form')).not.toBeInTheDocument();
    expect(screen.getByText('This ticket is closed')).toBeInTheDocument();
    expect(screen.getByText('Reopen it to answer the customer.')).toBeInTheDocument();
  });
});

describe('TicketRow', () => {
  it('links the subject, lists the number first and the last update last, and marks an unread ticket', () => {
    const updated = new Date(Date.now() - 3 * 3_600_000).toISOString();
    render(
      <ListCardList aria-label="Tickets">
        <TicketRow
          id={1045}
          link={<a href="/tickets/1045">Plex buffers</a>}
          unread
          details={[<TicketCustomer customer={{ name: 'Jordan Lee', email: 'jordan@example.com' }} />, null, 'Unassigned']}
          updatedAt={updated}
          badges={<UnreadBadge />}
        />
        <TicketRow id={1031} link={<a href="/tickets/1031">Invite missing</a>} details={[<TicketCustomer customer={null} />]} detailsLabel="About this ticket" />
      </ListCardList>,
    );
    expect(screen.getByRole('link', { name: 'Plex buffers' })).toHaveAttribute('href', '/tickets/1045');
    const details = screen.getByRole('list', { name: 'Details' });
    expect(within(details).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['#1045', 'Jordan Lee jordan@example.com', 'Unassigned', 'Updated 3 hours ago']);
    expect(within(details).getByText('3 hours ago')).toHaveAttribute('title', formatDateTime(updated));
    expect(screen.getByText('Unread')).toHaveAttribute('title', 'The customer wrote since the staff last read this ticket');
    expect(within(screen.getByRole('list', { name: 'About this ticket' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['#1031', 'Former customer']);
  });
});

describe('TicketFacts', () => {
  it('gives each term its value', () => {
    render(
      <TicketFacts>
        <TicketFact term="Status">Open</TicketFact>
        <TicketFact term="Server">Jordan’s Plex</TicketFact>
      </TicketFacts>,
    );
    expect(screen.getByText('Server', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Jordan’s Plex');
  });
});

describe('TicketReplyForm', () => {
  it('asks for a reply, sends it trimmed with its files, and starts over once sent', async () => {
    const user = userEvent.setup();
    const send = vi.fn(() => Promise.resolve({ message: 'Sent.' }));
    render(<TicketReplyForm texts={{ title: 'Reply' }} send={send} />);
    expect(screen.getByRole('form', { name: 'Reply' })).toBeInTheDocument();
    const reply = screen.getByRole('textbox', { name: 'Your reply' });
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(reply).toHaveAccessibleDescription('Write your reply.');
    expect(send).not.toHaveBeenCalled();
    await user.type(reply, '  It works now.  ');
    const file = testFile('proof.txt', 20);
    await user.upload(screen.getByLabelText('Attach files'), file);
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(reply).toHaveValue(''));
    expect(send).toHaveBeenCalledWith({ message: 'It works now.', files: [file] });
    expect(screen.queryByRole('list', { name: 'Files to attach' })).not.toBeInTheDocument();
  });

  it('keeps what was written when the reply was not sent, and shows a refusal next to its field', async () => {
    const user = userEvent.setup();
    const send = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce({ message: 'Too long.', errors: { message: ['The message is too long.'] } });
    render(<TicketReplyForm texts={{ title: 'Answer', formLabel: 'Answer the customer', fieldLabel: 'Your answer', submitLabel: 'Send answer' }} send={send} />);
    const answer = screen.getByRole('textbox', { name: 'Your answer' });
    await user.type(answer, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(answer).toHaveValue('Hello');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(answer).toHaveAccessibleDescription('The message is too long.'));
    expect(answer).toHaveValue('Hello');
  });
});

describe('TicketStatusAction', () => {
  it('closes after asking, says so, and puts the focus on Reopen', async () => {
    const user = userEvent.setup();
    const close = vi.fn(() => Promise.resolve({ message: '' }));
    const { rerender } = render(
      <OutcomeProvider>
        <TicketStatusAction closed={false} closeDescription="“Plex buffers” can be reopened later." close={close} reopen={() => Promise.resolve({})} />
      </OutcomeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Close ticket' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Close this ticket?' });
    expect(confirm).toHaveTextContent('“Plex buffers” can be reopened later.');
    await user.click(within(confirm).getByRole('button', { name: 'Close ticket' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveTextContent('The ticket has been closed.');
    rerender(
      <OutcomeProvider>
        <TicketStatusAction closed closeDescription="" close={close} reopen={() => Promise.resolve({})} />
      </OutcomeProvider>,
    );
    await user.click(within(done).getByRole('button'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reopen ticket' })).toHaveFocus());
  });

  it('reopens, and tells a failure', async () => {
    const user = userEvent.setup();
    const reopen = vi.fn().mockRejectedValueOnce({ message: 'This ticket is open already.', status: 409 }).mockResolvedValueOnce({ message: 'Reopened at last.' });
    render(<TicketStatusAction closed closeDescription="" close={() => Promise.resolve({})} reopen={reopen} />);
    await user.click(screen.getByRole('button', { name: 'Reopen ticket' }));
    const failed = await screen.findByRole('alertdialog', { name: 'Whoops!' });
    expect(failed).toHaveTextContent('This ticket is open already.');
    await user.click(within(failed).getByRole('button'));
    await user.click(screen.getByRole('button', { name: 'Reopen ticket' }));
    expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toHaveTextContent('Reopened at last.');
  });
});

describe('useUnreadOnOpen', () => {
  it('marks an unread ticket read once, and keeps what was new on opening marked', () => {
    const markRead = vi.fn();
    const { result, rerender } = renderHook(({ ticket }) => useUnreadOnOpen(ticket, markRead), {
      initialProps: { ticket: { unread: true, last_read_at: '2026-03-10T12:00:00Z' } },
    });
    // Read now: the ticket the screen holds says so, but what was new stays new.
    rerender({ ticket: { unread: false, last_read_at: '2026-03-12T00:00:00Z' } });
    expect(markRead).toHaveBeenCalledTimes(1);
    expect(thread.map(result.current)).toEqual([false, false, true]);
  });

  it('leaves a read ticket alone', () => {
    const markRead = vi.fn();
    const { result } = renderHook(() => useUnreadOnOpen({ unread: false, last_read_at: null }, markRead));
    expect(markRead).not.toHaveBeenCalled();
    expect(thread.map(result.current)).toEqual([false, false, false]);
  });
});
