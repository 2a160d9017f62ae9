import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userInteractionRoutes } from '../routes.tsx';


setupDemoBackend();
afterEach(() => {
  setFaults([]);
  signOutForTest();
});

async function open() {
  await signInAs('admin');
  return renderRoutes(userInteractionRoutes, { url: '/app/admin/user-interaction' });
}

describe('the user interaction overview', () => {
  it('has the title and a link to every part, the overview marked as open', async () => {
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'User interaction' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'User interaction sections' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Overview', 'Alerts', 'Popups', 'Send e-mail', 'Announcements', 'Dynamic content']);
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Send e-mail' })).toHaveAttribute('href', '/app/admin/user-interaction/send-email');
  });

  it('lists what reaches the customers now: live alerts and popups, the blocks, with links', async () => {
    await open();
    const alerts = await screen.findByRole('list', { name: 'Live alerts' });
    const alertLinks = within(alerts).getAllByRole('link');
    expect(alertLinks.map((link) => link.textContent)).toEqual([
      'Your trial ends soon: upgrade to keep your server and its libraries.',
      'Scheduled maintenance on fsn-01 on Sunday between 03:00 and 04:00 UTC: servers on this node restart once.',
    ]);
    expect(within(alerts).getByText(/Customers on fsn-01/)).toBeInTheDocument();
    expect(within(alerts).getByText(/3 chosen users/)).toBeInTheDocument();
    expect(screen.getByText('2 alerts and popups are scheduled to start later.')).toBeInTheDocument();

    const popups = screen.getByRole('list', { name: 'Live popups' });
    expect(within(popups).getByRole('link', { name: 'Welcome to your new dashboard' })).toHaveAttribute('href', '/app/admin/user-interaction/popups/1');

    const blocks = screen.getByRole('list', { name: 'Active blocks' });
    expect(within(blocks).getByRole('link', { name: 'Community guidelines' })).toHaveAttribute('href', '/app/admin/user-interaction/dynamic-content/1');
    expect(within(blocks).getByText('On the page Community center')).toBeInTheDocument();

    for (const [heading, link] of [
      ['Live alerts', 'All alerts'],
      ['Live popups', 'All popups'],
      ['Announcement', 'All announcements'],
      ['Last e-mail', 'Send an e-mail'],
      ['Blocks on customer pages', 'All blocks'],
    ] as const) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: link })).toBeInTheDocument();
    }
  });

  it('says when nothing reaches the customers', async () => {
    db.customerAlert.deleteMany({ where: { id: { gte: 0 } } });
    db.customerPopup.deleteMany({ where: { id: { gte: 0 } } });
    db.contentBlock.deleteMany({ where: { id: { gte: 0 } } });
    await open();
    expect(await screen.findByText('No banner is shown right now.')).toBeInTheDocument();
    expect(screen.getByText('No popup is waiting for customers right now.')).toBeInTheDocument();
    expect(screen.getByText('No customer page shows a block right now.')).toBeInTheDocument();
  });

  it('says when it could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/user-interaction' }]);
    await open();
    expect(await screen.findByRole('heading', { name: 'The overview could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
