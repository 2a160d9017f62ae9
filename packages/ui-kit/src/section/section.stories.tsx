import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '#button/button.tsx';
import { Card } from '#layout/card.tsx';
import { Section, type QueryLike } from './section.tsx';
import { SectionError } from './section-error.tsx';
import { SectionLoading } from './section-loading.tsx';

interface Invite {
  id: number;
  email: string;
}

const refetch = () => undefined;
const states = {
  loading: { isPending: true, isError: false, error: null, data: undefined, refetch },
  failed: { isPending: false, isError: true, error: new Error('The media server did not answer.'), data: undefined, refetch },
  empty: { isPending: false, isError: false, error: null, data: [], refetch },
  loaded: {
    isPending: false,
    isError: false,
    error: null,
    data: [
      { id: 1, email: 'ada@example.com' },
      { id: 2, email: 'grace@example.com' },
    ],
    refetch,
  },
} satisfies Record<string, QueryLike<Invite[]>>;

function Invites({ query }: { query: QueryLike<Invite[]> }) {
  return (
    <Card title="Invites" description="The people who can watch plex-eu-01.">
      <Section
        query={query}
        loading="Loading the invites"
        error="The invites could not be loaded"
        empty={(invites) => invites.length === 0}
        emptyState={{ title: 'No invites yet', description: 'Invite someone below to share this server.' }}
      >
        {(invites) => (
          <ul aria-label="Invites of plex-eu-01">
            {invites.map((invite) => (
              <li key={invite.id}>{invite.email}</li>
            ))}
          </ul>
        )}
      </Section>
    </Card>
  );
}

const meta = {
  title: 'Patterns/Section',
  component: Invites,
  args: { query: states.loaded },
} satisfies Meta<typeof Invites>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `Section` with data: the content. */
export const Content: Story = {};

/** Nothing loaded yet: a busy status named after what loads. */
export const Loading: Story = { args: { query: states.loading } };

/** The load failed: the message, and Try again. */
export const Failed: Story = { args: { query: states.failed } };

/** Loaded, and nothing there: `EmptyState`. */
export const Empty: Story = { args: { query: states.empty } };

/** `SectionLoading` on its own, in both shapes. */
export const LoadingShapes: Story = {
  render: () => (
    <>
      <SectionLoading label="Loading your profile" />
      <SectionLoading label="Loading the list" shape="text" />
    </>
  ),
};

/** `SectionError` for an answer the screen cannot read: the details fold away, ready to copy. */
export const ErrorWithDetails: Story = {
  render: () => (
    <Card title="Backups">
      <SectionError
        title="The backups could not be loaded"
        error={{
          message: 'The server sent an answer this screen cannot read.',
          details: 'Call: GET /api/customer/servers/{id}/backups (customerBackupsList)\nWhere: live.0.size\nExpected: number\nReceived: "12 GB"',
        }}
        onRetry={() => undefined}
      />
    </Card>
  ),
};

/** An empty state with an action. */
export const EmptyWithAction: Story = {
  render: () => (
    <Card title="Invoices">
      <Section
        query={states.empty}
        loading="Loading your invoices"
        error="Your invoices could not be loaded"
        empty={(invoices) => invoices.length === 0}
        emptyState={{ title: 'No invoices yet', action: <Button variant="secondary">Visit the shop</Button> }}
      >
        {() => null}
      </Section>
    </Card>
  ),
};
