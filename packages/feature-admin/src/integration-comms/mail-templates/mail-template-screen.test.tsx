import { signOutForTest } from '@portal/api-client/testing';
import { setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commsTestRoutes, loadScreens } from '../test-routes.tsx';

const server = setupDemoBackend();
beforeAll(loadScreens, 120_000);
afterEach(() => signOutForTest());

async function open(key = 'password-reset') {
  await signInAs('admin');
  const rendered = renderRoutes(commsTestRoutes, { url: `/app/admin/integrations/mail/templates/${key}` });
  await screen.findByRole('heading', { level: 2, name: 'Preview' });
  return rendered;
}

const subject = () => screen.getByRole('textbox', { name: /^Subject/ });
const body = () => screen.getByRole('textbox', { name: /^Body \(HTML\)/ });
const preview = () => screen.getByRole('document', { name: 'Preview of the mail' });
/** Types the way a paste does: `{{` would be a key descriptor for user-event. */
const typeInto = (field: HTMLElement, value: string) => fireEvent.input(field, { target: { value } });

describe('the mail templates section', () => {
  it('lists the templates with links to their editors', async () => {
    await signInAs('admin');
    renderRoutes(commsTestRoutes, { url: '/app/admin/integrations/mail' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Mail templates' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Mail templates' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(within(list).getByRole('link', { name: 'Password reset' })).toHaveAttribute('href', '/app/admin/integrations/mail/templates/password-reset');
  });

  it('says when there are none, and when they could not be loaded', async () => {
    server.use(http.get('*/api/admin/integrations/mail/templates', () => HttpResponse.json({ success: true, data: [] })));
    await signInAs('admin');
    renderRoutes(commsTestRoutes, { url: '/app/admin/integrations/mail' });
    expect(await screen.findByRole('heading', { name: 'No mail templates yet' })).toBeInTheDocument();
  });

  it('says when they could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/integrations/mail/templates' }]);
    await signInAs('admin');
    renderRoutes(commsTestRoutes, { url: '/app/admin/integrations/mail' });
    expect(await screen.findByRole('heading', { name: 'The mail templates could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('a mail template', () => {
  it('shows the subject, the body, the variables and a preview with the samples in place', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 2, name: 'Password reset' })).toBeInTheDocument();
    expect(subject()).toHaveValue('Reset your {{ app_name }} password');
    expect(within(screen.getByRole('list', { name: 'Variables of this template' })).getByText('{{ reset_url }}')).toBeInTheDocument();
    expect(screen.getByText('Reset your MediaDock password')).toBeInTheDocument();
    expect(within(preview()).getByRole('link', { name: 'Choose a new password' })).toHaveAttribute('href', 'https://mediadock.test/app/reset-password/8f2c1e');
  });

  it('updates the preview as one types, sanitised', async () => {
    await open();
    typeInto(body(), '<p>Hello {{ user_name }}</p><img src="x" onerror="window.hacked = 1"><script>window.hacked = 1</script><a href="javascript:alert(1)">bad</a>');
    expect(await within(preview()).findByText('Hello Emma Schneider')).toBeInTheDocument();
    expect(preview().innerHTML).not.toContain('onerror');
    expect(preview().innerHTML).not.toContain('<script');
    expect(preview().innerHTML).not.toContain('javascript:');
    typeInto(subject(), 'Hi {{ user_name }}');
    expect(await screen.findByText('Hi Emma Schneider')).toBeInTheDocument();
  });

  it('saves; a 422 shows next to the field and keeps what was typed', async () => {
    const { user } = await open();
    server.use(
      http.post('*/api/admin/integrations/mail/templates/:key', () =>
        HttpResponse.json({ success: false, message: 'The subject is too long.', errors: { subject: ['The subject is too long.'] } }, { status: 422 }),
      ),
    );
    typeInto(subject(), 'A new subject for {{ user_name }}');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('The subject is too long.')).toBeInTheDocument();
    expect(subject()).toHaveValue('A new subject for {{ user_name }}');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toHaveTextContent('The mail template has been saved');
  });

  it('refuses a variable the template does not have before sending', async () => {
    const { user } = await open();
    typeInto(subject(), 'Hi {{ nickname }}');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('{{ nickname }} is not a variable of this template.')).toBeInTheDocument();
  });

  it('sends a test mail to the admin and says where it went', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Send a test mail' }));
    expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toHaveTextContent('The test mail has been sent to admin@demo.test');
  });

  it('resets to the default behind a confirmation', async () => {
    const { user } = await open('welcome');
    expect(subject()).toHaveValue('Welcome aboard, {{ user_name }}!');
    await user.click(screen.getByRole('button', { name: 'Reset to default' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset the Welcome template?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset to default' }));
    expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toHaveTextContent('The mail template has been reset to its default');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(subject()).toHaveValue('Welcome to {{ app_name }}, {{ user_name }}');
  });

  it('says when the template could not be loaded', async () => {
    await signInAs('admin');
    renderRoutes(commsTestRoutes, { url: '/app/admin/integrations/mail/templates/no-such-template' });
    expect(await screen.findByRole('heading', { name: 'The mail template could not be loaded' })).toBeInTheDocument();
  });
});
