import { login } from '@portal/api-client';
import { signOutForTest } from '@portal/api-client/testing';
import { db, DEMO_IDS, DEMO_PASSWORD } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { communityRoutes } from '../routes.tsx';

const server = setupDemoBackend();
afterEach(() => signOutForTest());

const URL = '/app/community-center/mismatched-content';

async function openReports() {
  await signInAs('customer-plex');
  const view = renderRoutes(communityRoutes, { url: URL });
  const list = await screen.findByRole('list', { name: 'Your reports' });
  return { ...view, list };
}

async function openReportForm(user: ReturnType<typeof renderRoutes>['user']) {
  await user.click(screen.getByRole('button', { name: 'Report a title' }));
  const dialog = await screen.findByRole('dialog', { name: 'Report a mismatched title' });
  await within(dialog).findByRole('form', { name: 'Report a mismatched title' });
  return dialog;
}

describe('mismatched content', () => {
  it('lists the reports with their state, the correct match and the team’s note', async () => {
    const { list } = await openReports();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Charade');
    expect(items[0]).toHaveTextContent('Open');
    expect(items[1]).toHaveTextContent('Being worked on');
    expect(items[2]).toHaveTextContent('Fixed');
    expect(items[2]).toHaveTextContent('Re-matched to Nosferatu (1922).');
    expect(within(items[1]!).getByRole('link', { name: 'https://thetvdb.com/series/the-beverly-hillbillies' })).toHaveAttribute('target', '_blank');
    expect(screen.getByText('2 reports are still open.')).toBeInTheDocument();
    // Only an open report can be cancelled.
    expect(within(list).getAllByRole('button', { name: /^Cancel the report of/ })).toHaveLength(1);
  });

  it('checks the report before sending, shows the server’s refusal next to its field, and sends it once fixed', async () => {
    const { user, list } = await openReports();
    const dialog = await openReportForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('combobox', { name: 'Server' })).toHaveAccessibleDescription('Choose the server the title is on.');
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(expect.stringContaining('Enter the title as it shows on your server.'));
    expect(within(dialog).getByRole('textbox', { name: 'Correct match' })).toHaveAccessibleDescription(expect.stringContaining('Paste the correct IMDb, TMDB or TheTVDB link, or its ID.'));

    const plex = db.server.findFirst({ where: { id: { equals: DEMO_IDS.servers.plex } } })!;
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Server' }), String(plex.id));
    const library = within(dialog).getByRole('combobox', { name: 'Library' });
    await waitFor(() => expect(library).toBeEnabled());
    await user.selectOptions(library, within(library).getByRole('option', { name: 'Movies' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'charade');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'What is wrong' }), 'Wrong year');
    const match = within(dialog).getByRole('textbox', { name: 'Correct match' });
    await user.type(match, 'https://example.com/charade');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(match).toHaveAccessibleDescription(expect.stringContaining('Use an IMDb, TMDB or TheTVDB link'));

    await user.clear(match);
    await user.type(match, 'tt0056923');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveAccessibleDescription(expect.stringContaining(`You have already reported “charade” on ${plex.name}.`)));
    expect(match).toHaveValue('tt0056923');

    await user.clear(title);
    await user.type(title, 'Metropolis');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toHaveTextContent('Thanks! “Metropolis” has been reported. The community team will re-match it.');
    expect(screen.queryByRole('dialog', { name: 'Report a mismatched title' })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('alertdialog', { name: 'Done!' })).getByRole('button'));
    expect(await within(list).findByText('Metropolis')).toBeInTheDocument();
  });

  it('asks for details when the problem is something else', async () => {
    const { user } = await openReports();
    const dialog = await openReportForm(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'What is wrong' }), 'Something else');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('textbox', { name: 'Details' })).toHaveAccessibleDescription(expect.stringContaining('Describe what is wrong with the title.'));
  });

  it('cancels an open report after asking', async () => {
    const { user, list } = await openReports();
    await user.click(within(list).getByRole('button', { name: 'Cancel the report of Charade' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this report?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel report' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveTextContent('Your report of “Charade” has been cancelled.');
    await user.click(within(done).getByRole('button'));
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Cancelled'));
    expect(within(list).getByRole('button', { name: 'Report Charade again' })).toBeInTheDocument();
  });

  it('says “Whoops!” when the team started on the report meanwhile', async () => {
    server.use(http.post('*/api/customer/community/mismatches/:mismatch/cancel', () => HttpResponse.json({ success: false, message: 'This report is being worked on, so it cannot be cancelled.' }, { status: 409 })));
    const { user, list } = await openReports();
    await user.click(within(list).getByRole('button', { name: 'Cancel the report of Charade' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Cancel this report?' })).getByRole('button', { name: 'Cancel report' }));
    expect(await screen.findByRole('alertdialog', { name: 'Whoops!' })).toHaveTextContent('This report is being worked on, so it cannot be cancelled.');
  });

  it('reports a rejected title again with its fields filled in', async () => {
    const owner = db.user.findFirst({ where: { id: { equals: DEMO_IDS.users.multiServer } } })!;
    await login({ email: owner.email, password: DEMO_PASSWORD });
    const { user } = renderRoutes(communityRoutes, { url: URL });
    const list = await screen.findByRole('list', { name: 'Your reports' });
    expect(within(list).getByText('Rejected')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Report Metropolis again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a mismatched title' });
    expect(await within(dialog).findByRole('textbox', { name: 'Title' })).toHaveValue('Metropolis');
    expect(within(dialog).getByRole('textbox', { name: 'Correct match' })).toHaveValue('tt0017136');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Library' })).toHaveDisplayValue('4K Movies'));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toHaveTextContent('“Metropolis” has been reported');
  });

  it('says so when there are no reports yet', async () => {
    await signInAs('customer-emby');
    renderRoutes(communityRoutes, { url: URL });
    expect(await screen.findByRole('heading', { name: 'No reports yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report a title' })).toBeInTheDocument();
  });

  it('shows a loading state, then an error with a retry', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/customer/community/mismatches', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ success: false, message: 'The reports are not answering.' }, { status: 503 }) : HttpResponse.json({ success: true, data: [] });
      }),
    );
    await signInAs('customer-plex');
    const { user } = renderRoutes(communityRoutes, { url: URL });
    expect(await screen.findByRole('status', { name: 'Loading your reports' })).toBeInTheDocument();
    expect(await screen.findByText('The reports are not answering.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No reports yet' })).toBeInTheDocument();
  });
});
