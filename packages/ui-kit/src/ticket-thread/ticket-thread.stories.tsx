import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Badge } from '#badge/badge.tsx';
import { Card } from '#layout/card.tsx';
import { ListCardList } from '#list-card/list-card.tsx';
import { TicketConversation, TicketThread, type ThreadMessage } from './ticket-message.tsx';
import { TicketReplyForm } from './ticket-reply-form.tsx';
import { TicketCustomer, TicketFact, TicketFacts, TicketRow, UnreadBadge } from './ticket-row.tsx';
import { TicketStatusAction } from './ticket-status-action.tsx';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const log = { id: 31, name: 'plex-media-server.log', size: 48_213 };
const screenshot = { id: 32, name: 'buffering-tv.png', size: 412_300 };

const conversation: ThreadMessage[] = [
  {
    id: 1,
    author: { name: 'Jordan Lee', role: 'customer' },
    body: 'Since yesterday every 4K remux buffers after a minute.\nDirect play, wired connection.',
    format: 'text',
    created_at: hoursAgo(26),
    attachments: [log, screenshot],
  },
  {
    id: 2,
    author: { name: 'Emma Clarke', role: 'staff' },
    body: '<p>Thanks, Jordan. The log shows the transcoder starting: please turn off <strong>Automatic quality</strong> in the app.</p><p>See <a href="https://support.plex.tv">Plex support</a>.</p>',
    format: 'html',
    created_at: hoursAgo(20),
    attachments: [],
  },
  {
    id: 3,
    author: { name: 'Jordan Lee', role: 'customer' },
    body: 'Done, it still buffers. Here is a new log.',
    format: 'text',
    created_at: hoursAgo(2),
    attachments: [{ id: 33, name: 'second-try.log', size: 20_480 }],
  },
];

/** The same thread as its customer reads it. */
const asTheCustomer: ThreadMessage[] = conversation.map((message) => ({ ...message, author: { ...message.author, is_you: message.author.role === 'customer' } }));

const meta = {
  title: 'Support/TicketThread',
  component: TicketThread,
  args: { messages: conversation, onDownload: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '48rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TicketThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The staff's view: who wrote, staff or customer, when; the help desk's HTML sanitised; each file a download. */
export const StaffView: Story = {};

/** What arrived since the staff last read the ticket: marked new and framed. */
export const WithNewMessage: Story = { args: { isNew: (message) => message.id === 3 } };

/** A file being downloaded: its button waits. */
export const Downloading: Story = { args: { downloading: log.id } };

/** The customer's view: their own messages are "You", the answers the support team's, a new answer marked. */
export const CustomerView: Story = {
  args: { messages: asTheCustomer, isNew: (message) => message.id === 2, texts: { staffBadge: 'Support team', customerBadge: null } },
};

/** An area with words of its own (the moderator's). */
export const OtherWords: Story = {
  args: {
    isNew: (message) => message.id === 3,
    texts: { newBadge: 'Unread', filesLabel: 'Files', downloadLabel: (name, size) => `Download ${name}, ${size}`, messageLabel: (author, time) => `Message from ${author}, ${time}` },
  },
};

/** Markup that tries to run script is rendered harmlessly. */
export const UnsafeHtml: Story = {
  args: {
    messages: [
      {
        id: 9,
        author: { name: 'Emma Clarke', role: 'staff' },
        body: '<p>Safe text</p><img src="x" alt="" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">Click</a>',
        format: 'html',
        created_at: hoursAgo(1),
        attachments: [],
      },
    ],
  },
};

export const Dark: Story = { args: { isNew: (message) => message.id === 3 }, globals: { theme: 'dark' } };

/** Rows of a list of tickets: unread ones stand out; the number first, the last update last. */
export const Rows: Story = {
  render: () => (
    <ListCardList aria-label="Tickets">
      <TicketRow
        id={1045}
        link={<a href="#ticket-1045">Plex buffers on 4K remuxes since yesterday</a>}
        unread
        details={[<TicketCustomer customer={{ name: 'Jordan Lee', email: 'jordan@example.com' }} />, 'Assigned to Emma Clarke']}
        updatedAt={hoursAgo(2)}
        badges={
          <>
            <UnreadBadge />
            <Badge tone="warning">High priority</Badge>
            <Badge tone="warning">Customer reply</Badge>
          </>
        }
      />
      <TicketRow
        id={1031}
        link={<a href="#ticket-1031">Invite to my Plex server is not arriving</a>}
        details={[<TicketCustomer customer={null} />, 'Unassigned']}
        updatedAt={hoursAgo(50)}
        badges={<Badge tone="success">Answered</Badge>}
      />
      <TicketRow id={1017} link={<a href="#ticket-1017">Subtitles out of sync</a>} detailsLabel="About this ticket" badges={<Badge tone="neutral">Closed</Badge>} />
    </ListCardList>
  ),
};

/** The staff's view: the thread in its card, the answer form under it. */
export const Conversation: Story = {
  render: (args) => <TicketConversation {...args} closed={false} reply={<TicketReplyForm texts={{ title: 'Reply to the customer' }} send={() => Promise.resolve({})} />} />,
};

/** A closed ticket takes no answer: a note says to reopen it. */
export const ClosedConversation: Story = {
  render: (args) => <TicketConversation {...args} closed reply={null} />,
};

/** A ticket's facts: a term above its value. */
export const Facts: Story = {
  render: () => (
    <Card title="About this ticket">
      <TicketFacts>
        <TicketFact term="Status">
          <Badge tone="info">Open</Badge>
        </TicketFact>
        <TicketFact term="Customer">Jordan Lee · jordan@example.com</TicketFact>
        <TicketFact term="Server">Jordan’s Plex</TicketFact>
      </TicketFacts>
    </Card>
  ),
};

/** The answer with files; nothing written yet. */
export const ReplyForm: Story = {
  render: () => <TicketReplyForm texts={{ title: 'Reply to the customer', description: 'The customer reads this in their ticket.' }} send={() => Promise.resolve({ message: 'Sent.' })} />,
};

/** Close (after asking) on an open ticket. */
export const StatusOpen: Story = {
  render: () => (
    <TicketStatusAction closed={false} closeDescription="“Subtitles out of sync” can be reopened later." close={() => Promise.resolve({ message: 'The ticket has been closed.' })} reopen={() => Promise.resolve({})} />
  ),
};

/** Reopen on a closed ticket, and while it runs. */
export const StatusClosed: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem' }}>
      <TicketStatusAction closed closeDescription="" close={() => Promise.resolve({})} reopen={() => Promise.resolve({ message: 'The ticket has been reopened.' })} />
      <TicketStatusAction closed reopening closeDescription="" close={() => Promise.resolve({})} reopen={() => Promise.resolve({})} />
    </div>
  ),
};
