import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxField } from '#field/checkbox-field.tsx';
import { PasswordField } from '#field/password-field.tsx';
import { SwitchField } from '#field/switch-field.tsx';
import { TextField } from '#field/text-field.tsx';
import { Form, type FormProps } from './form.tsx';
import { FormError } from './form-error.tsx';
import { SubmitButton } from './submit-button.tsx';
import { deferred } from '#utils/deferred.ts';

interface SignUp {
  name: string;
  email: string;
  password: string;
  terms: boolean;
  newsletter: boolean;
}

function renderSignUp(props: Partial<FormProps<SignUp>> & Pick<FormProps<SignUp>, 'onSubmit'>) {
  render(
    <Form<SignUp> aria-label="Create account" {...props}>
      <FormError />
      <TextField label="Name" name="name" />
      <TextField label="Email" name="email" type="email" />
      <PasswordField label="Password" name="password" />
      <CheckboxField label="I accept the terms" name="terms" />
      <SwitchField label="Send me the newsletter" name="newsletter" defaultChecked />
      <SubmitButton>Create account</SubmitButton>
    </Form>,
  );
  return {
    name: screen.getByRole('textbox', { name: 'Name' }),
    email: screen.getByRole('textbox', { name: 'Email' }),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Create account' }),
  };
}

describe('Form', () => {
  describe('given a validate function', () => {
    const validate = (values: SignUp) => ({
      email: values.email ? undefined : 'Enter your email address',
      password: values.password.length >= 8 ? undefined : 'Use at least 8 characters',
    });

    it('shows the errors next to their fields, focuses the first invalid field and does not submit', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      const fields = renderSignUp({ onSubmit, validate });
      await user.type(fields.password, 'short');
      await user.click(fields.submit);

      expect(onSubmit).not.toHaveBeenCalled();
      expect(fields.email).toHaveAttribute('aria-invalid', 'true');
      expect(fields.email).toHaveAccessibleDescription('Enter your email address');
      expect(fields.password).toHaveAccessibleDescription('Use at least 8 characters');
      expect(fields.name).not.toHaveAttribute('aria-invalid');
      expect(fields.email).toHaveFocus();
    });

    it('submits once the values pass', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      const fields = renderSignUp({ onSubmit, validate });
      await user.type(fields.email, 'ada@example.com');
      await user.type(fields.password, 'correct horse');
      await user.click(fields.submit);
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });
  });

  it('passes the values with checkboxes and switches as booleans', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const fields = renderSignUp({ onSubmit });
    await user.type(fields.name, 'Ada');
    await user.type(fields.email, 'ada@example.com');
    await user.type(fields.password, 'correct horse');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
    await user.click(screen.getByRole('switch', { name: 'Send me the newsletter' }));
    await user.click(fields.submit);

    expect(onSubmit).toHaveBeenCalledWith(
      { name: 'Ada', email: 'ada@example.com', password: 'correct horse', terms: true, newsletter: false },
      expect.any(HTMLFormElement),
    );
  });

  it('disables the submit button and marks it busy while the submit is pending', async () => {
    const user = userEvent.setup();
    const request = deferred();
    const onSubmit = vi.fn(() => request.promise);
    const fields = renderSignUp({ onSubmit });
    await user.click(fields.submit);

    expect(fields.submit).toBeDisabled();
    expect(fields.submit).toHaveAttribute('aria-busy', 'true');
    await user.click(fields.submit);
    expect(onSubmit).toHaveBeenCalledTimes(1);

    request.resolve();
    await waitFor(() => expect(fields.submit).toBeEnabled());
    expect(fields.submit).not.toHaveAttribute('aria-busy');
  });

  describe('when the server rejects with Laravel validation errors', () => {
    const serverError = {
      message: 'The given data was invalid.',
      errors: {
        email: ['The email has already been taken.', 'The email must be a valid address.'],
        password: ['The password must be at least 12 characters.'],
      },
    };

    async function submitAndFail() {
      const user = userEvent.setup();
      const fields = renderSignUp({ onSubmit: () => Promise.reject(serverError) });
      await user.type(fields.name, 'Ada Lovelace');
      await user.type(fields.email, 'ada@example.com');
      await user.type(fields.password, 'hunter2');
      await user.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
      await user.click(fields.submit);
      await screen.findByRole('alert');
      return { user, fields };
    }

    it('shows the first message of each field next to it and the message in the alert', async () => {
      const { fields } = await submitAndFail();
      expect(screen.getByRole('alert')).toHaveTextContent('The given data was invalid.');
      expect(fields.email).toHaveAccessibleDescription('The email has already been taken.');
      expect(screen.queryByText('The email must be a valid address.')).not.toBeInTheDocument();
      expect(fields.password).toHaveAccessibleDescription('The password must be at least 12 characters.');
      expect(fields.name).not.toHaveAttribute('aria-invalid');
      expect(fields.email).toHaveFocus();
      expect(fields.submit).toBeEnabled();
    });

    it('keeps everything the user typed', async () => {
      const { fields } = await submitAndFail();
      expect(fields.name).toHaveValue('Ada Lovelace');
      expect(fields.email).toHaveValue('ada@example.com');
      expect(fields.password).toHaveValue('hunter2');
      expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).toBeChecked();
    });

    it('clears a field’s error as soon as that field is edited, and only that one', async () => {
      const { user, fields } = await submitAndFail();
      await user.type(fields.email, 'x');
      expect(fields.email).not.toHaveAttribute('aria-invalid');
      expect(screen.queryByText('The email has already been taken.')).not.toBeInTheDocument();
      expect(fields.password).toHaveAccessibleDescription('The password must be at least 12 characters.');
    });
  });

  it("drops Laravel's message when it only repeats a field error, so each error shows once", async () => {
    const user = userEvent.setup();
    const fields = renderSignUp({
      onSubmit: () =>
        Promise.reject({
          message: 'The email has already been taken. (and 1 more error)',
          errors: { email: ['The email has already been taken.'], password: ['The password is too short.'] },
        }),
    });
    await user.type(fields.name, 'Ada Lovelace');
    await user.click(fields.submit);
    await waitFor(() => expect(fields.email).toHaveAccessibleDescription('The email has already been taken.'));
    expect(screen.getAllByText('The email has already been taken.')).toHaveLength(1);
    expect(screen.queryByText(/and 1 more error/)).not.toBeInTheDocument();
  });

  it('shows a generic message when the rejection has no usable shape', async () => {
    const user = userEvent.setup();
    const fields = renderSignUp({ onSubmit: () => Promise.reject(new TypeError('Failed to fetch')) });
    await user.click(fields.submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch');
  });

  it('shows an error for a field the form does not render as the form message', async () => {
    const user = userEvent.setup();
    const fields = renderSignUp({
      onSubmit: () => Promise.reject({ errors: { plan: ['The selected plan is no longer available.'] } }),
    });
    await user.click(fields.submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('The selected plan is no longer available.');
  });

  it('uses a custom mapError', async () => {
    const user = userEvent.setup();
    const fields = renderSignUp({
      onSubmit: () => Promise.reject({ status: 409 }),
      mapError: () => ({ message: 'That account already exists', fields: { email: 'Try signing in instead' } }),
    });
    await user.click(fields.submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('That account already exists');
    expect(fields.email).toHaveAccessibleDescription('Try signing in instead');
  });
});
