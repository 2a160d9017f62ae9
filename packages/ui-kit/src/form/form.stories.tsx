import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { CheckboxField } from '#field/checkbox-field.tsx';
import { PasswordField } from '#field/password-field.tsx';
import { TextField } from '#field/text-field.tsx';
import { CenteredPanel } from '#layout/centered-panel.tsx';
import { Stack } from '#layout/stack.tsx';
import { TextLink } from '#link/text-link.tsx';
import { themePanels } from '#storybook/theme-panels.ts';
import { Form, type FormProps } from './form.tsx';
import { FormError } from './form-error.tsx';
import { SubmitButton } from './submit-button.tsx';

interface Credentials {
  email: string;
  password: string;
  remember: boolean;
}

const validate = (values: Credentials) => ({
  email: values.email ? undefined : 'Enter your e-mail address',
  password: values.password ? undefined : 'Enter your password',
});

const meta = {
  title: 'Forms/Form',
  component: Form<Credentials>,
  args: { onSubmit: fn() as FormProps<Credentials>['onSubmit'], validate },
  render: (args) => (
    <CenteredPanel
      title="Sign in"
      footer={
        <>
          No account yet? <TextLink href="#request-trial">Request a trial</TextLink>
        </>
      }
    >
      <Form<Credentials> {...args}>
        <Stack gap="lg">
          <FormError />
          <TextField label="E-mail" name="email" type="email" autoComplete="email" />
          <PasswordField label="Password" name="password" />
          <CheckboxField label="Remember me" name="remember" />
          <SubmitButton fullWidth>Sign in</SubmitButton>
        </Stack>
      </Form>
    </CenteredPanel>
  ),
} satisfies Meta<typeof Form<Credentials>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {};

/** Submitted empty: each field says what is missing and the first one has focus. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    for (const panel of themePanels(canvasElement)) {
      await userEvent.click(within(panel).getByRole('button', { name: 'Sign in' }));
    }
  },
};

async function fillAndSubmit(canvasElement: HTMLElement) {
  for (const panel of themePanels(canvasElement)) {
    const canvas = within(panel);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'hunter2');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
  }
}

/** While the request is out the button is busy and cannot be pressed again. */
export const Pending: Story = {
  args: { onSubmit: () => new Promise(() => {}) },
  play: async ({ canvasElement }) => fillAndSubmit(canvasElement),
};

/** The server said no: its message on top, field errors in place, and nothing typed is lost. */
export const ServerErrors: Story = {
  args: {
    onSubmit: () =>
      Promise.reject({
        message: 'These credentials do not match our records.',
        errors: { email: ['No account uses this e-mail address.'] },
      }),
  },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    for (const panel of themePanels(canvasElement)) {
      await within(panel).findByRole('alert');
    }
  },
};
