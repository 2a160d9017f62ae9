import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { automationsForTests } from '../test-routes.tsx';

vi.setConfig({ testTimeout: 40_000 });
setupDemoBackend();
afterEach(() => {
  setFaults([]);
  signOutForTest();
});

async function open(url: string, heading: string) {
  await signInAs('admin');
  const view = renderRoutes(automationsForTests, { url });
  await screen.findByRole('heading', { level: 2, name: heading }, { timeout: 20_000 });
  return view;
}

const sentence = () => screen.getByTestId('automation-sentence');
const form = () => screen.findByRole('form', { name: 'Automation' }, { timeout: 10_000 });

describe('a new automation', () => {
  it('reads back as a sentence while it is filled in, and is created', async () => {
    const { user, router } = await open('/app/admin/integrations/automations/new', 'New automation');
    await form();
    expect(sentence()).toHaveTextContent('Choose a trigger to start the sentence.');
    expect(sentence()).toHaveAttribute('aria-live', 'polite');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Page on a dead node');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trigger' }), 'node.offline');
    expect(sentence()).toHaveTextContent('When a node goes offline, nothing happens yet.');
    await user.click(screen.getByRole('button', { name: 'Add a condition' }));
    const condition = screen.getByRole('group', { name: 'Condition 1' });
    expect(within(condition).getByRole('combobox', { name: 'Field' })).toHaveValue('offline_minutes');
    await user.type(within(condition).getByRole('textbox', { name: 'Value' }), '5');
    const first = screen.getByRole('group', { name: 'Action 1' });
    await user.selectOptions(within(first).getByRole('combobox', { name: 'Do this' }), 'node.restart');
    await user.click(screen.getByRole('button', { name: 'Add an action' }));
    const second = screen.getByRole('group', { name: 'Action 2' });
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Do this' }), 'discord.post');
    expect(sentence()).toHaveTextContent('When a node goes offline and it has been offline for more than 5 minutes, restart the node and post to a Discord channel.');
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Discord channel' }), '#alerts');
    expect(sentence()).toHaveTextContent('When a node goes offline and it has been offline for more than 5 minutes, restart the node and post to Discord channel #alerts.');

    await user.click(screen.getByRole('button', { name: 'Create automation' }));
    expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toBeInTheDocument();
    expect(screen.getByText('The automation has been created.')).toBeInTheDocument();
    const row = db.automation.findFirst({ where: { name: { equals: 'Page on a dead node' } } })!;
    expect(JSON.parse(row.conditions)).toEqual([{ field: 'offline_minutes', operator: 'more_than', value: 5 }]);
    expect(JSON.parse(row.actions)).toEqual([{ type: 'node.restart', params: {} }, { type: 'discord.post', params: { channel: '1203348857194135570' } }]);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/admin/integrations/automations'));
  });

  it('checks the form before sending it: a name, a trigger, numbers in range, at least one action', async () => {
    const { user } = await open('/app/admin/integrations/automations/new', 'New automation');
    await form();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trigger' }), 'payment.overdue');
    await user.type(screen.getByRole('textbox', { name: 'Days overdue' }), '400');
    await user.click(screen.getByRole('button', { name: 'Remove action 1' }));
    await user.click(screen.getByRole('button', { name: 'Create automation' }));
    expect(await screen.findByText('Name the automation.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Days overdue' })).toHaveAccessibleDescription(/Enter a number from 1 to 90\./);
    expect(screen.getByText('Add at least one action.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Days overdue' }));
    await user.type(screen.getByRole('textbox', { name: 'Days overdue' }), 'soon');
    await user.click(screen.getByRole('button', { name: 'Create automation' }));
    expect(await screen.findByText('Enter a number.')).toBeInTheDocument();
    expect(db.automation.count()).toBe(8);
  });

  it('shows the server’s 422 next to the field and keeps what was typed', async () => {
    const { user } = await open('/app/admin/integrations/automations/new', 'New automation');
    await form();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Page on-call for urgent tickets');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trigger' }), 'ticket.opened');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'urgent');
    const action = screen.getByRole('group', { name: 'Action 1' });
    await user.selectOptions(within(action).getByRole('combobox', { name: 'Do this' }), 'email.admins');
    await user.type(within(action).getByRole('textbox', { name: 'E-mail subject' }), 'Urgent!');
    await user.click(screen.getByRole('button', { name: 'Create automation' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(/The name has already been taken\./);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Page on-call for urgent tickets');
    expect(within(action).getByRole('textbox', { name: 'E-mail subject' })).toHaveValue('Urgent!');
    expect(sentence()).toHaveTextContent('When a ticket is opened with urgent priority, e-mail the admins “Urgent!”.');
  });
});

describe('an automation', () => {
  it('opens with its sentence and runs, and saves a change', async () => {
    const { user } = await open('/app/admin/integrations/automations/1', 'Restart nodes that stay offline');
    await form();
    expect(sentence()).toHaveTextContent('When a node goes offline and it has been offline for more than 5 minutes, restart the node and post to Discord channel #alerts.');
    expect(screen.getByRole('heading', { name: 'Recent runs' })).toBeInTheDocument();
    expect(screen.getByText('9 runs in all')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Recent runs' })).getAllByRole('listitem')).toHaveLength(9);
    const condition = screen.getByRole('group', { name: 'Condition 1' });
    await user.clear(within(condition).getByRole('textbox', { name: 'Value' }));
    await user.type(within(condition).getByRole('textbox', { name: 'Value' }), '15');
    await user.click(screen.getByRole('button', { name: 'Remove action 2' }));
    expect(sentence()).toHaveTextContent('When a node goes offline and it has been offline for more than 15 minutes, restart the node.');
    await user.click(screen.getByRole('button', { name: 'Save automation' }));
    expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toBeInTheDocument();
    expect(screen.getByText('The automation has been saved.')).toBeInTheDocument();
    expect(JSON.parse(db.automation.findFirst({ where: { id: { equals: 1 } } })!.actions)).toEqual([{ type: 'node.restart', params: {} }]);
  });

  it('says when it could not be loaded', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/automations/*' }]);
    await open('/app/admin/integrations/automations/2', 'Automation');
    expect(await screen.findByRole('heading', { name: 'The automation could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
