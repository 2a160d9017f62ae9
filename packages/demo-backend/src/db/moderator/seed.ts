import { ago } from '#lib/clock.ts';
import { db } from '../database.ts';

/**
 * The queue a moderator works through: recent questions from customers, most of them given to
 * Emma Clarke (the demo moderator), a few still unassigned. The ones that wait for the staff are
 * unread for them, so the count of unread tickets grows by exactly those. Generated customers ask
 * them (ids from 101), so no screen of a demo customer changes. Fixed ids, after the history.
 */

const EMMA = 11;
const MINUTE = 1;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The first ticket of the queue: the moderator's journeys and sweeps open it. */
export const MODERATOR_QUEUE_FIRST_ID = 1401;

const CAST_LOG = [
  '2026-01-14 19:02:11 [cast] session started: Chromecast with Google TV (living room), app 5.41.0',
  '2026-01-14 19:02:14 [cast] media: The Long Coast S01E04, 1080p H.264, EAC3 5.1',
  '2026-01-14 19:02:15 [cast] decision: direct stream (audio transcode EAC3 -> AAC)',
  '2026-01-14 19:04:47 [cast] error: receiver disconnected (code 2100, LOAD_FAILED)',
  '2026-01-14 19:04:48 [cast] session ended after 157 s',
  '',
].join('\n');

function base64Of(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

type Status = 'open' | 'answered' | 'customer-reply' | 'closed';
/** [the customer (true) or the moderator (false), minutes ago, body, a text file] */
type Line = [customer: boolean, minutesAgo: number, body: string, file?: { name: string; text: string }];
type QueueTicket = [customerId: number, subject: string, department: string, status: Status, priority: string, assigned: boolean, lines: Line[]];

const signed = (html: string) => `${html}<p>Best regards,<br>Emma Clarke<br>MediaDock Support</p>`;

const QUEUE: QueueTicket[] = [
  [104, 'Chromecast stops after two minutes', 'Technical', 'open', 'high', true, [
    [true, 35, 'Every episode I cast to the living-room TV stops after about two minutes with "Playback error". On my phone it plays fine. I attached the log from the app.', { name: 'cast-session.log', text: CAST_LOG }],
  ]],
  [117, 'Can I get a copy of last year’s invoices?', 'Billing', 'open', 'low', true, [
    [true, 3 * HOUR, 'My accountant needs all invoices from last year as PDFs. Is there a way to download them at once?'],
  ]],
  [128, 'Server slow every evening around 8 pm', 'Technical', 'customer-reply', 'medium', true, [
    [true, 2 * DAY, 'Every evening from about 8 pm browsing my libraries takes ages, and streams start slowly.'],
    [false, 2 * DAY - 3 * HOUR, signed('<p>Hello,</p><p>Your node is busiest in the evening. We moved your server’s database to faster storage; could you tell us whether tonight is better?</p>')],
    [true, 50, 'A little better, but the home screen still needs 15 seconds to load tonight.'],
  ]],
  [139, 'Two users want to watch in 4K at the same time', 'Sales', 'open', 'medium', false, [
    [true, 5 * HOUR, 'My sister and I both want to watch 4K films at the same time. Does my plan allow that, or do I need an upgrade?'],
  ]],
  [152, 'Password reset e-mail never arrives', 'General', 'open', 'urgent', true, [
    [true, 20, 'I asked for a password reset three times in the last hour and nothing arrived, not even in spam. I cannot sign in to the portal at all.'],
  ]],
  [166, 'Music library shows every album twice', 'Technical', 'answered', 'low', true, [
    [true, DAY + 4 * HOUR, 'Since I added a second music folder every album appears twice in the library.'],
    [false, DAY, signed('<p>Hi,</p><p>Both folders contain the same albums. Remove one folder under <em>Library → Manage folders</em> and run <strong>Empty trash</strong>; the doubles disappear.</p>')],
  ]],
  [171, 'Subtitles in the wrong language', 'Technical', 'customer-reply', 'medium', false, [
    [true, 3 * DAY, 'Films pick Spanish subtitles by default, though my profile says English.'],
    [false, 3 * DAY - 2 * HOUR, signed('<p>Hello,</p><p>The default comes from each user’s account settings, not the server. Under <em>Account → Languages</em>, set <strong>Preferred subtitle language</strong> to English.</p>')],
    [true, 4 * HOUR, 'I changed it, but the TV app still chooses Spanish.'],
  ]],
  [183, 'Renew with a different card', 'Billing', 'closed', 'low', true, [
    [true, 6 * DAY, 'My card expires this month. How do I renew with another one?'],
    [false, 6 * DAY - HOUR, signed('<p>Hi,</p><p>Add the new card under <em>Billing → Payment methods</em> and mark it as the default; the next renewal uses it.</p>')],
    [true, 5 * DAY, 'Done, thank you!'],
  ]],
  [199, 'Add my partner as a second admin', 'General', 'open', 'medium', true, [
    [true, 8 * HOUR, 'Could my partner manage the server with me, with their own login? They should be able to add users and libraries.'],
  ]],
  [205, 'Library paths after moving to the new node', 'Technical', 'answered', 'high', true, [
    [true, 2 * DAY + 6 * HOUR, 'After you moved my server to the new node, two libraries are empty. The files should be under /media/films and /media/kids.'],
    [false, 2 * DAY, signed('<p>Hello,</p><p>The mounts kept their old names. We pointed both libraries at the new paths and started a scan; they fill up within the hour.</p>')],
  ]],
];

/** Adds the moderator's queue after the support history. */
export function seedModeratorQueue(): void {
  const servers = db.server.getAll();
  let messageId = db.ticketMessage.getAll().reduce((max, row) => Math.max(max, row.id), 0);
  let attachmentId = db.ticketAttachment.getAll().reduce((max, row) => Math.max(max, row.id), 0);
  QUEUE.forEach(([customerId, subject, department, status, priority, assigned, lines], index) => {
    const ticketId = MODERATOR_QUEUE_FIRST_ID + index;
    const opened = lines[0]![1];
    const last = Math.min(...lines.map(([, minutesAgo]) => minutesAgo));
    const lastModerator = lines.filter(([customer]) => !customer).reduce<number | null>((min, [, minutesAgo]) => (min === null ? minutesAgo : Math.min(min, minutesAgo)), null);
    const closedAgo = Math.max(MINUTE, last - HOUR);
    // The staff read what they answered and what they closed; what came from the customer since is new.
    const staffReadAgo = status === 'closed' ? closedAgo : lastModerator;
    const server = department === 'Technical' ? servers.find((candidate) => candidate.user_id === customerId) : undefined;
    db.ticket.create({
      id: ticketId,
      user_id: customerId,
      subject,
      department,
      status,
      server_id: server?.id ?? null,
      created_at: ago({ minutes: opened }),
      updated_at: ago({ minutes: status === 'closed' ? closedAgo : last }),
      customer_read_at: ago({ minutes: status === 'closed' ? closedAgo : last }),
      priority,
      assignee_id: assigned ? EMMA : null,
      staff_read_at: staffReadAgo === null ? null : ago({ minutes: staffReadAgo }),
    });
    for (const [customer, minutesAgo, body, file] of lines) {
      messageId += 1;
      const at = ago({ minutes: minutesAgo });
      db.ticketMessage.create({ id: messageId, ticket_id: ticketId, user_id: customer ? customerId : EMMA, staff: !customer, body, format: customer ? 'text' : 'html', created_at: at });
      if (!file) continue;
      attachmentId += 1;
      const content = base64Of(file.text);
      db.ticketAttachment.create({ id: attachmentId, ticket_id: ticketId, message_id: messageId, name: file.name, mime: 'text/plain', size: new TextEncoder().encode(file.text).length, content, created_at: at });
    }
  });
}
