import { signOutForTest } from '@portal/api-client/testing';
import { db, DEMO_IDS } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { supportRoutes } from '../routes.tsx';
import { testFile, useNodeMultipart } from '@portal/test-config/multipart';

// Form journeys with uploads take several seconds on a busy machine.
vi.setConfig({ testTimeout: 40_000 });
const server = setupDemoBackend();
beforeEach(() => useNodeMultipart());
afterEach(() => signOutForTest());

async function openTickets(url = '/app/support') {
  await signInAs('customer-plex');
  const view = renderRoutes(supportRoutes, { url });
  // The first screen of a run waits for its lazy chunks to be transformed.
  const list = await screen.findByRole('list', { name: 'Tickets' }, { timeout: 20_000 });
  return { ...view, list };
}

describe('the support area', () => {
  it('opens on the tickets, with a link to each section', async () => {
    const { router } = await openTickets();
    expect(screen.getByRole('heading', { level: 1, name: 'Support' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/support/tickets');
    const nav = screen.getByRole('navigation', { name: 'Support' });
    expect(within(nav).getByRole('link', { name: 'Tickets' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Buffering test' })).toHaveAttribute('href', '/app/support/buffering-test');
  });
});

describe('the ticket list', () => {
  it('lists the open tickets with status, department, server, dates and unread replies', async () => {
    const { list } = await openTickets();
    const items = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Plex buffers on 4K remuxes since yesterday',
      'Subtitles out of sync after the Plex update',
      'Invite to my Plex server is not arriving',
    ]);
    const answered = items[2]!;
    expect(within(answered).getByText('Answered')).toBeInTheDocument();
    expect(within(answered).getByText('1 new reply')).toBeInTheDocument();
    expect(within(answered).getByText('Technical')).toBeInTheDocument();
    expect(within(answered).getByText('Jordan’s Plex')).toBeInTheDocument();
    expect(within(answered).getByText(/^Opened/)).toBeInTheDocument();
    expect(within(answered).getByRole('link', { name: 'Invite to my Plex server is not arriving' })).toHaveAttribute('href', '/app/support/tickets/1052');
    expect(within(items[1]!).getByText('Customer reply')).toBeInTheDocument();
    expect(within(items[1]!).queryByText(/new repl/)).not.toBeInTheDocument();
    expect(screen.getByText('One ticket has a reply you have not read.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open (3)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters closed and all tickets through the address', async () => {
    const { user, router, list } = await openTickets();
    await user.click(screen.getByRole('button', { name: 'Closed (1)' }));
    await waitFor(() => expect(within(list).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Question about my March invoice']));
    expect(router.state.location.search).toBe('?status=closed');
    await user.click(screen.getByRole('button', { name: 'All (4)' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Tickets' })).getAllByRole('heading')).toHaveLength(4));
  });

  it('pages through many tickets', async () => {
    const at = new Date(Date.UTC(2024, 0, 1)).toISOString();
    for (let index = 0; index < 9; index += 1) {
      db.ticket.create({ id: 5000 + index, user_id: DEMO_IDS.users.plex, subject: `Old question ${index + 1}`, department: 'General', status: 'open', created_at: at, updated_at: at, customer_read_at: at });
    }
    const { user } = await openTickets();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Tickets' })).getAllByRole('heading')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says when there are no tickets at all', async () => {
    await signInAs('customer-emby');
    db.ticket.deleteMany({ where: { user_id: { equals: DEMO_IDS.users.emby } } });
    renderRoutes(supportRoutes, { url: '/app/support/tickets' });
    expect(await screen.findByRole('heading', { name: 'No tickets yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open a ticket' })).toBeInTheDocument();
  });

  it('offers the closed tickets when none is open', async () => {
    await signInAs('customer-jellyfin');
    db.ticket.deleteMany({ where: { user_id: { equals: DEMO_IDS.users.jellyfin }, status: { notEquals: 'closed' } } });
    const { user } = renderRoutes(supportRoutes, { url: '/app/support/tickets' });
    expect(await screen.findByRole('heading', { name: 'No open tickets' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show closed tickets' }));
    expect(await screen.findByRole('link', { name: 'Could you add an anime library type?' })).toBeInTheDocument();
  });

  it('shows a failed load with a way to try again', async () => {
    server.use(http.get('*/api/customer/support/tickets', () => HttpResponse.json({ success: false, message: 'The help desk is being upgraded.' }, { status: 503 }), { once: true }));
    const { user } = (await signInAs('customer-plex'), renderRoutes(supportRoutes, { url: '/app/support/tickets' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your tickets could not be loaded');
    expect(alert).toHaveTextContent('The help desk is being upgraded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Tickets' })).toBeInTheDocument();
  });
});

describe('opening a ticket', () => {
  it('checks the form before sending it', async () => {
    const { user } = await openTickets();
    await user.click(screen.getByRole('button', { name: 'Open a ticket' }));
    const subject = await screen.findByRole('textbox', { name: 'Subject' });
    expect(subject).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Open ticket' }));
    expect(subject).toHaveAccessibleDescription('Enter a subject.');
    expect(screen.getByRole('combobox', { name: 'Department' })).toHaveAccessibleDescription('Choose a department.');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(expect.stringContaining('Describe what happened.'));
    expect(subject).toHaveFocus();
  });

  it('follows the support settings the admins saved: departments, files and office hours', async () => {
    db.supportSetting.update({
      where: { id: { equals: 'support' } },
      data: { departments: ['Streaming', 'Billing'], max_attachments: 2, max_attachment_mb: 1, allowed_extensions: ['pdf', 'log'], office_hours: 'Mon–Fri 09:00–17:00' },
    });
    await openTickets('/app/support/tickets?new');
    const department = await screen.findByRole('combobox', { name: 'Department' });
    expect(within(department).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a department', 'Streaming', 'Billing']);
    expect(screen.getByText('Office hours: Mon–Fri 09:00–17:00')).toBeInTheDocument();
    expect(screen.getByText('Up to 2 files of at most 1 MB each, of these types: pdf, log.')).toBeInTheDocument();
    const user = userEvent.setup({ applyAccept: false });
    const picker = screen.getByLabelText('Attach files');
    expect(picker).toHaveAttribute('accept', '.pdf,.log');
    await user.upload(picker, [testFile('invoice.pdf', 300, 'application/pdf'), testFile('shot.png', 10, 'image/png'), testFile('big.log', 1024 * 1024 + 1), testFile('a.log', 10), testFile('b.log', 10)]);
    const files = screen.getByRole('list', { name: 'Files to attach' });
    expect(within(files).getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['invoice.pdf', 'a.log']);
    expect(screen.getByText('The file shot.png must be a file of type: pdf, log.')).toBeInTheDocument();
    expect(screen.getByText('The file big.log must not be greater than 1 MB.')).toBeInTheDocument();
    expect(screen.getByText('You can attach at most 2 files; b.log was left out.')).toBeInTheDocument();
  });

  it('refuses a file it cannot take before uploading anything', async () => {
    await openTickets('/app/support/tickets?new');
    // A picker told to show every file can still hand over one the form does not take.
    const user = userEvent.setup({ applyAccept: false });
    const picker = await screen.findByLabelText('Attach files');
    await user.upload(picker, [testFile('plex.log', 300), testFile('setup.exe', 10, 'application/x-msdownload'), testFile('huge.png', 5 * 1024 * 1024 + 1, 'image/png')]);
    const files = screen.getByRole('list', { name: 'Files to attach' });
    expect(within(files).getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['plex.log']);
    expect(screen.getByText('The file setup.exe must be a file of type: png, jpg, jpeg, gif, webp, txt, log.')).toBeInTheDocument();
    expect(screen.getByText('The file huge.png must not be greater than 5 MB.')).toBeInTheDocument();
    await user.click(within(files).getByRole('button', { name: 'Remove plex.log' }));
    expect(screen.queryByRole('list', { name: 'Files to attach' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal next to the fields and keeps what was typed', async () => {
    server.use(
      // The body is read as the real server reads it: a multipart upload left unread never completes.
      http.post('*/api/customer/support/tickets', async ({ request }) =>
        HttpResponse.json(
          {
            success: false,
            message: 'The subject has already been used for an open ticket. (and 1 more error)',
            errors: { subject: ['The subject has already been used for an open ticket.'], 'attachments.0': ['The file plex.log could not be scanned for viruses.'] },
          },
          { status: (await request.formData()).has('subject') ? 422 : 400 },
        ),
      ),
    );
    const { user } = await openTickets('/app/support/tickets?new');
    await user.type(await screen.findByRole('textbox', { name: 'Subject' }), 'Playback stops');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'Technical');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'It stops after ten minutes.');
    await user.upload(screen.getByLabelText('Attach files'), testFile('plex.log', 300));
    await user.click(screen.getByRole('button', { name: 'Open ticket' }));
    const subject = screen.getByRole('textbox', { name: 'Subject' });
    await waitFor(() => expect(subject).toHaveAccessibleDescription('The subject has already been used for an open ticket.'));
    expect(screen.getByText('The file plex.log could not be scanned for viruses.')).toBeInTheDocument();
    expect(subject).toHaveValue('Playback stops');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('It stops after ten minutes.');
    expect(screen.getByRole('combobox', { name: 'Department' })).toHaveValue('Technical');
    expect(within(screen.getByRole('list', { name: 'Files to attach' })).getByText('plex.log')).toBeInTheDocument();
  });

  it('opens the ticket with its server and files and goes to its thread', async () => {
    const { user, router } = await openTickets();
    await user.click(screen.getByRole('button', { name: 'Open a ticket' }));
    await user.type(await screen.findByRole('textbox', { name: 'Subject' }), 'Playback stops on the Roku');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'Technical');
    expect(screen.getByRole('combobox', { name: 'Department' })).toHaveAccessibleDescription('Your server does not start, buffers, misses media or shows an error.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Server' }), String(DEMO_IDS.servers.plex));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'It stops after ten minutes.');
    await user.upload(screen.getByLabelText('Attach files'), [testFile('roku.log', 1200), testFile('screen.png', 300, 'image/png')]);
    await user.click(screen.getByRole('button', { name: 'Open ticket' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Done!' });
    // The support settings' auto-reply is on in the seed: its text is the answer.
    expect(dialog).toHaveTextContent(/Ticket #\d+ is open\. Thanks for getting in touch! We have received your ticket/);
    const created = db.ticket.findFirst({ where: { subject: { equals: 'Playback stops on the Roku' } } })!;
    expect(created).toMatchObject({ user_id: DEMO_IDS.users.plex, department: 'Technical', server_id: DEMO_IDS.servers.plex });
    expect(router.state.location.pathname).toBe(`/app/support/tickets/${created.id}`);
    await user.click(within(dialog).getByRole('button'));
    expect(screen.getByRole('heading', { level: 2, name: 'Playback stops on the Roku' })).toBeInTheDocument();
    const attachments = within(screen.getByRole('list', { name: 'Messages' })).getByRole('list', { name: 'Attachments' });
    expect(within(attachments).getByRole('button', { name: 'Download roku.log (1.2 KB)' })).toBeInTheDocument();
    expect(within(attachments).getByRole('button', { name: 'Download screen.png (300 B)' })).toBeInTheDocument();
  });

  it('closes the form again on Cancel', async () => {
    const { user, router } = await openTickets('/app/support/tickets?new');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Open a ticket' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open a ticket' })).toHaveFocus());
  });

  it('still opens when the servers cannot be listed: only the optional server field says so', async () => {
    server.use(http.get('*/api/customer/servers', () => HttpResponse.json({ success: false, message: 'Server Error' }, { status: 500 })));
    await openTickets('/app/support/tickets?new');
    const form = await screen.findByRole('form', { name: 'Open a ticket' });
    expect(within(form).getByRole('textbox', { name: /^Subject/ })).toBeInTheDocument();
    expect(within(form).queryByRole('combobox', { name: /^Server/ })).not.toBeInTheDocument();
    expect(await within(form).findByText(/Your servers could not be listed/)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
