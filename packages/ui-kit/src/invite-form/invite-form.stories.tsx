import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { SelectField } from '#field/select-field.tsx';
import { TextAreaField } from '#field/text-area-field.tsx';
import { Card } from '#layout/card.tsx';
import { themePanels } from '#storybook/theme-panels.ts';
import { InviteForm } from './invite-form.tsx';
import type { InviteKind } from './invite-rules.ts';

const descriptions: Record<InviteKind, string> = {
  plex: 'Shares plex-eu-01 with a Plex account. They accept the invite in their Plex apps.',
  emby: 'Creates a user on emby-eu-02 who signs in with this username.',
  'emby-connect': "Links someone's Emby Connect account, so emby-eu-02 shows up in every Emby app they sign in to.",
  jellyfin: 'Creates a user on jelly-eu-03. Give them the username and password; they can change the password after signing in.',
  email: 'They get an e-mail invite to the portal.',
};

function InviteCard({ kind, submit }: { kind: InviteKind; submit: (values: object) => Promise<unknown> }) {
  return (
    <Card title={kind === 'emby-connect' ? 'Invite with Emby Connect' : 'Invite a user'} description={descriptions[kind]}>
      <InviteForm kind={kind} submit={submit} />
    </Card>
  );
}

const meta = {
  title: 'Patterns/InviteForm',
  component: InviteCard,
  args: { kind: 'plex', submit: fn(() => Promise.resolve()) as (values: object) => Promise<unknown> },
  argTypes: { kind: { control: 'inline-radio', options: ['plex', 'emby', 'emby-connect', 'jellyfin', 'email'] } },
} satisfies Meta<typeof InviteCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plex: the e-mail address of their Plex account. */
export const Plex: Story = {};

/** Emby: a local user by username. */
export const Emby: Story = { args: { kind: 'emby' } };

/** Emby Connect: someone's Emby Connect account, by e-mail. */
export const EmbyConnect: Story = { args: { kind: 'emby-connect' } };

/** Jellyfin: a username and a first password. */
export const Jellyfin: Story = { args: { kind: 'jellyfin' } };

/** Submitted empty: the rules of the fields, before anything is sent. */
export const Checked: Story = {
  args: { kind: 'jellyfin' },
  play: async ({ canvasElement }) => {
    for (const panel of themePanels(canvasElement)) {
      await userEvent.click(within(panel).getByRole('button', { name: 'Invite user' }));
    }
  },
};

/** The server refused the address: its message next to the field, and the address still there. */
export const Refused: Story = {
  args: {
    submit: () => Promise.reject({ message: 'This Plex account already has access.', errors: { email: ['This Plex account already has access.'] } }),
  },
  play: async ({ canvasElement }) => {
    for (const panel of themePanels(canvasElement)) {
      const canvas = within(panel);
      await userEvent.type(canvas.getByRole('textbox', { name: 'Their Plex e-mail address' }), 'ada@example.com');
      await userEvent.click(canvas.getByRole('button', { name: 'Send invite' }));
    }
  },
};

/** With fields of the screen's own: the server to share before, a message after, and other wording. */
export const WithMoreFields: Story = {
  render: () => (
    <Card title="Invite a Plex user" description="They get an e-mail from Plex and accept the invite in their Plex apps.">
      <InviteForm<'plex', { server_id: string; message: string }>
        kind="plex"
        texts={{ formLabel: 'Invite a Plex user', emailMissing: 'Enter their Plex e-mail address.', emailInvalid: 'Enter a valid e-mail address.' }}
        before={
          <SelectField
            name="server_id"
            label="Server"
            required
            placeholder="Choose a server"
            options={[
              { value: '7', label: 'plex-eu-01' },
              { value: '9', label: 'plex-us-02' },
            ]}
          />
        }
        after={<TextAreaField name="message" label="Personal message" description="Optional; added to the invite e-mail." rows={3} />}
        validate={(values) => ({ server_id: values.server_id ? undefined : 'Choose the server to share.' })}
        actionsAlign="end"
        submit={() => Promise.resolve()}
      />
    </Card>
  ),
};
