import { clearFaults, listFaults, setFaults } from '@portal/demo-backend';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DemoFaults, mountDemoFaults } from './demo-faults.tsx';

const controls = { setFaults, clearFaults, listFaults };

afterEach(() => clearFaults());

function renderPanel() {
  const user = userEvent.setup();
  render(<DemoFaults controls={controls} />);
  return user;
}

describe('the demo faults panel', () => {
  it('opens from its button and adds the default fault', async () => {
    const user = renderPanel();
    const toggle = screen.getByRole('button', { name: 'Demo faults' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Demo faults' });
    expect(within(panel).getByText('No faults: every call answers as usual.')).toBeInTheDocument();
    expect(screen.getByLabelText('Path')).toHaveValue('/api/customer/*');
    await user.click(screen.getByRole('button', { name: 'Add fault' }));
    expect(listFaults()).toEqual([{ kind: 'status-500', path: '/api/customer/*' }]);
    expect(within(screen.getByRole('list', { name: 'Active faults' })).getByText('500 Server error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Demo faults 1 active' })).toBeInTheDocument();
  });

  it('adds a fault of the chosen kind, path and method, after the ones there are', async () => {
    setFaults([{ kind: 'slow' }]);
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: /Demo faults/ }));
    await user.selectOptions(screen.getByLabelText('Fault'), 'No answer (network error)');
    await user.clear(screen.getByLabelText('Path'));
    await user.type(screen.getByLabelText('Path'), '/api/customer/servers/*/backups');
    await user.selectOptions(screen.getByLabelText('Method'), 'POST');
    await user.click(screen.getByRole('button', { name: 'Add fault' }));
    expect(listFaults()).toEqual([{ kind: 'slow' }, { kind: 'no-answer', path: '/api/customer/servers/*/backups', method: 'post' }]);
    expect(screen.getByText('POST /api/customer/servers/*/backups')).toBeInTheDocument();
  });

  it('says what is wrong with a path that is not a glob over the URL path', async () => {
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Demo faults' }));
    await user.clear(screen.getByLabelText('Path'));
    await user.type(screen.getByLabelText('Path'), 'api/customer');
    await user.click(screen.getByRole('button', { name: 'Add fault' }));
    expect(screen.getByLabelText('Path')).toHaveAccessibleDescription(/Enter a path glob that starts with \//);
    expect(listFaults()).toEqual([]);
  });

  it('removes one fault, or all of them', async () => {
    setFaults([{ kind: 'status-404', path: '/api/customer/servers' }, { kind: 'data-null' }, { kind: 'slow', method: 'get' }]);
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: /Demo faults/ }));
    await user.click(screen.getByRole('button', { name: 'Remove Payload is null on /api/**' }));
    expect(listFaults()).toEqual([{ kind: 'status-404', path: '/api/customer/servers' }, { kind: 'slow', method: 'get' }]);
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(listFaults()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Demo faults' })).toBeInTheDocument();
  });

  it('closes with Escape and gives the focus back to its button', async () => {
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Demo faults' }));
    await user.click(screen.getByLabelText('Path'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Demo faults' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Demo faults' })).toHaveFocus();
  });

  it('mounts in a root of its own and goes again', async () => {
    const unmount = mountDemoFaults(controls);
    expect(await screen.findByRole('complementary', { name: 'Demo faults' })).toBeInTheDocument();
    unmount();
    expect(screen.queryByRole('complementary', { name: 'Demo faults' })).not.toBeInTheDocument();
  });
});
