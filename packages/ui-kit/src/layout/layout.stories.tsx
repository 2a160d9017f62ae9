import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '#badge/badge.tsx';
import { Button } from '#button/button.tsx';
import { PasswordField } from '#field/password-field.tsx';
import { TextField } from '#field/text-field.tsx';
import { ServerIcon } from '#icons/server-icon.tsx';
import { TextLink } from '#link/text-link.tsx';
import { Card } from './card.tsx';
import { CenteredPanel } from './centered-panel.tsx';
import { Grid } from './grid.tsx';
import { Page } from './page.tsx';
import { Inline, Stack } from './stack.tsx';

const meta = {
  title: 'Layout/Page',
  component: Page,
  args: {
    title: 'Dashboard',
    description: 'Your servers, their status and what they are doing right now.',
  },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

const servers = [
  { name: 'plex-eu-01', type: 'Plex', status: 'Running' },
  { name: 'jelly-us-02', type: 'Jellyfin', status: 'Stopped' },
  { name: 'emby-eu-03', type: 'Emby', status: 'Running' },
];

export const Dashboard: Story = {
  args: {
    actions: (
      <>
        <Button variant="secondary">Refresh</Button>
        <Button>New server</Button>
      </>
    ),
    children: (
      <Grid>
        {servers.map((server) => (
          <Card
            key={server.name}
            title={server.name}
            description={server.type}
            actions={<Badge tone={server.status === 'Running' ? 'success' : 'neutral'}>{server.status}</Badge>}
          >
            <Inline>
              <Button size="sm" variant="secondary">
                Restart
              </Button>
              <Button size="sm" variant="ghost">
                Settings
              </Button>
            </Inline>
          </Card>
        ))}
      </Grid>
    ),
  },
};

export const WithBreadcrumbs: Story = {
  args: {
    title: 'plex-eu-01',
    description: undefined,
    breadcrumbs: (
      <Inline gap="xs">
        <TextLink href="#nodes">Nodes</TextLink>
        <span aria-hidden="true">/</span>
        <TextLink href="#node-7">node-7.fra</TextLink>
        <span aria-hidden="true">/</span>
        <span aria-current="page">plex-eu-01</span>
      </Inline>
    ),
    children: <Card title="Container">The container has been up for 12 days.</Card>,
  },
};

export const LongTitle: Story = {
  args: {
    title: 'Transcode transgressions across every node in the Frankfurt and Amsterdam regions',
    actions: <Button variant="secondary">Export CSV</Button>,
    children: <Card>No transgressions in the selected period.</Card>,
  },
};

export const Cards: Story = {
  args: { title: 'Settings', description: undefined },
  render: (args) => (
    <Page {...args}>
      <Card title="Account" description="The name and e-mail on your invoices.">
        <Stack>
          <TextField label="Name" defaultValue="Ada Lovelace" />
          <TextField label="E-mail" type="email" defaultValue="ada@example.com" />
        </Stack>
      </Card>
      <Card>A card without a header holds content only.</Card>
    </Page>
  ),
};

export const StackAndInline: Story = {
  args: { title: 'Spacing', description: undefined },
  render: (args) => (
    <Page {...args}>
      <Stack gap="xl">
        {(['xs', 'md', 'xl'] as const).map((gap) => (
          <Stack key={gap} gap="xs">
            <code>gap=&quot;{gap}&quot;</code>
            <Inline gap={gap}>
              <Badge>One</Badge>
              <Badge>Two</Badge>
              <Badge>Three</Badge>
            </Inline>
          </Stack>
        ))}
      </Stack>
    </Page>
  ),
};

export const SignInPanel: Story = {
  args: { title: 'Sign in' },
  render: () => (
    <CenteredPanel
      title="Sign in"
      description="Manage your media servers."
      logo={<ServerIcon size={40} />}
      footer={
        <>
          No account yet? <TextLink href="#request-trial">Request a trial</TextLink>
        </>
      }
    >
      <Stack gap="lg">
        <TextField label="E-mail" type="email" autoComplete="email" />
        <PasswordField label="Password" />
        <Button fullWidth>Sign in</Button>
        <TextLink href="#password-create">Forgot your password?</TextLink>
      </Stack>
    </CenteredPanel>
  ),
};
