import { ago } from '#lib/clock.ts';
import { db } from '../database.ts';

/**
 * The staff's side of support: priorities, assignees, what the staff has read and their internal
 * notes on the seeded threads, then a history of generated tickets so that the admin's list has
 * pages to go through.
 *
 * Every ticket that waits for the staff (open, or the customer wrote last) is unread for them here,
 * so the count of new tickets starts equal to the count of waiting tickets: what the shell's
 * ticket alert has always shown. Opening one is what makes the two differ.
 */

const ALEX = 1;
const SAM = 2;
const EMMA = 11;
const STAFF = [ALEX, SAM, EMMA] as const;
const STAFF_NAMES: Record<number, string> = { [ALEX]: 'Alex Morgan', [SAM]: 'Sam Rivera', [EMMA]: 'Emma Clarke' };
const HOUR = 60;
const DAY = 24 * HOUR;

/** [priority, assignee] of the seeded threads. */
const SEEDED: Record<number, [priority: string, assignee: number | null]> = {
  1045: ['high', null],
  1046: ['urgent', SAM],
  1047: ['low', null],
  1048: ['medium', EMMA],
  1049: ['high', ALEX],
  1050: ['low', SAM],
  1051: ['medium', ALEX],
  1052: ['medium', EMMA],
  1053: ['medium', SAM],
  1054: ['low', ALEX],
  1055: ['medium', EMMA],
  1056: ['medium', null],
};

/** [ticket, author, minutes ago, note]: each written before the staff last read the ticket. */
const NOTES: [ticketId: number, authorId: number, minutesAgo: number, body: string][] = [
  [1049, ALEX, 12 * DAY - 4 * HOUR, 'Refund of the second charge issued in the payment gateway, reference RF-20931.'],
  [1052, EMMA, 3 * DAY - 5 * HOUR, 'plex.tv shows the invite as sent. If it is still pending on Friday, resend it from our side.'],
  [1053, SAM, DAY + 3 * HOUR, 'Offsets look like the subtitle timing bug of Plex 1.40.2; the fix is in the 1.40.3 beta.'],
  [1055, EMMA, DAY + 19 * HOUR, 'Mentioned the hardware transcoding upgrade. If they ask about the price, loop in Alex.'],
];

/** The customers of the generated history: accounts no demo sign-in uses, so no customer screen under test changes. */
const CUSTOMERS = [6, 9, 10, 13, 14, 15, 16, 17, 18] as const;

/** [department, subject, the customer's question, the staff's answer (HTML), the customer's follow-up, priority] */
type Topic = [department: string, subject: string, ask: string, answer: string, followUp: string, priority: string];

const TOPICS: Topic[] = [
  ['Technical', 'Server does not start after the update', 'My server stays on "starting" since the update last night.', '<p>We restarted the container and cleared a stale lock file; it is running again.</p>', 'It stopped again an hour later.', 'high'],
  ['Technical', 'Buffering on remote streams', 'Streams outside my home buffer every few minutes, at home they are fine.', '<p>Your upload limit in the app was set to 4 Mbps. We raised it to <strong>20 Mbps</strong>; please try again.</p>', 'Better, but 4K still buffers.', 'medium'],
  ['Technical', 'New episodes do not show up', 'New episodes of my shows take days to appear in the library.', '<p>The scheduled scan was off. We enabled a scan every <strong>2 hours</strong>.</p>', 'Still missing the episode from yesterday.', 'medium'],
  ['Technical', 'Wrong metadata for a film', 'A film shows the poster and description of a different film with the same name.', '<p>Use <em>Fix match</em> and pick the right year; we fixed this one for you.</p>', 'Two more films have the same problem.', 'low'],
  ['Technical', 'Cannot sign in on my smart TV', 'The app on my TV says the server is unavailable, the browser works.', '<p>The TV app needed the new server address. Please sign out and in again on the TV.</p>', 'Signed out and in, same message.', 'medium'],
  ['Technical', 'Transcoding is very slow', 'Converting for my phone takes longer than the film itself.', '<p>Your plan transcodes in software. Direct Play on the phone avoids the conversion.</p>', 'Direct Play is greyed out on my phone.', 'medium'],
  ['Technical', 'Library scan never finishes', 'The scan of my music library has been running for two days.', '<p>A damaged file stopped the scanner. We moved it to a quarantine folder and the scan finished.</p>', 'The scan is stuck again.', 'high'],
  ['Technical', 'Subtitles missing on some films', 'Subtitles I added as .srt files do not show for a few films.', '<p>The files need the same name as the film, plus <code>.en.srt</code>. We renamed them for you.</p>', 'Still missing on two of them.', 'low'],
  ['Technical', 'Server is unreachable', 'My server has not answered for twenty minutes.', '<p>The node had a network outage, resolved now. Sorry for the trouble.</p>', 'It is down again.', 'urgent'],
  ['Technical', 'Mount of my cloud drive failed', 'My Google Drive folder is empty on the server.', '<p>The drive token had expired. We remounted it with a fresh token.</p>', 'Empty again this morning.', 'high'],
  ['Technical', 'Audio out of sync', 'The sound is a second late on every film since last week.', '<p>The TV app had its audio delay set. Reset it under <em>Playback settings</em>.</p>', 'It is still late on the TV.', 'low'],
  ['Billing', 'Invoice does not match my plan', 'My invoice shows a higher plan than the one I ordered.', '<p>You are right; we corrected the invoice and refunded the difference.</p>', 'The new invoice still shows the old amount.', 'high'],
  ['Billing', 'Payment failed', 'My card payment failed, but the card works everywhere else.', '<p>The bank declined the 3-D Secure step. Please pay the invoice again from the portal.</p>', 'It failed again.', 'high'],
  ['Billing', 'Change of billing address', 'Please put my new company address on future invoices.', '<p>Done: new invoices carry the new address.</p>', 'Can you change the last invoice too?', 'low'],
  ['Billing', 'Refund for an unused month', 'I was travelling and did not use my server in August. Can I get a refund?', '<p>We credited one month to your account; it is used on the next invoice.</p>', 'Could it go back to my card instead?', 'low'],
  ['Billing', 'VAT number on invoices', 'Could you add my VAT number to my invoices?', '<p>Added. It shows on every invoice from now on.</p>', 'It is not on the one from today.', 'low'],
  ['Sales', 'Upgrade to more storage', 'I am running out of space. What are my options?', '<p>The <strong>2 TB</strong> upgrade can be ordered from the shop; it applies within minutes.</p>', 'Is there anything between 1 and 2 TB?', 'medium'],
  ['Sales', 'Move my server to another region', 'Could my server move closer to me, to Amsterdam?', '<p>Yes, we can move it during a night with a short downtime. Shall we plan it?</p>', 'Yes please, any night this week.', 'medium'],
  ['Sales', 'Plan for a family of five', 'Which plan lets five people stream at the same time?', '<p>The <em>Family</em> plan has five streams and hardware transcoding.</p>', 'Can I switch without losing my libraries?', 'low'],
  ['General', 'How do I share my library?', 'How can my brother watch from my server?', '<p>Invite him from <em>Plex Tools → Invites</em>; he needs a free account.</p>', 'He did not get the invite e-mail.', 'low'],
  ['General', 'Request lounge does not show new films', 'The request lounge has no films from this year.', '<p>The catalogue syncs once a day; this year\'s films are back after the last sync.</p>', 'Still nothing from this month.', 'low'],
  ['General', 'Feature idea: watch history export', 'Could I export what my users watched?', '<p>Good idea; we added it to our list. Tautulli can export it today.</p>', 'How do I connect Tautulli?', 'low'],
];

const THANKS = ['Thank you, that fixed it!', 'Works now, thanks.', 'Perfect, you can close this.', 'All good again, thank you.'];

/** mulberry32: the same seed gives the same history on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function maxId(rows: { id: number }[]): number {
  return rows.reduce((max, row) => Math.max(max, row.id), 0);
}

/** Priorities, assignees and what the staff has read of the seeded threads, and their notes. */
function seedStaffSideOfThreads(): void {
  for (const ticket of db.ticket.getAll()) {
    const messages = db.ticketMessage.getAll().filter((message) => message.ticket_id === ticket.id);
    const lastStaff = messages.filter((message) => message.staff).reduce<string | null>((last, message) => (last === null || message.created_at > last ? message.created_at : last), null);
    const lastMessage = messages.reduce((last, message) => (message.created_at > last ? message.created_at : last), ticket.created_at);
    // Closing a ticket means reading it; otherwise the staff last read it when answering.
    const staffReadAt = ticket.status === 'closed' ? (lastMessage > ticket.updated_at ? lastMessage : ticket.updated_at) : lastStaff;
    const [priority, assignee] = SEEDED[ticket.id] ?? ['medium', null];
    db.ticket.update({ where: { id: { equals: ticket.id } }, data: { priority, assignee_id: assignee, staff_read_at: staffReadAt } });
  }
  NOTES.forEach(([ticketId, authorId, minutesAgo, body], index) => {
    db.ticketNote.create({ id: index + 1, ticket_id: ticketId, user_id: authorId, body, created_at: ago({ minutes: minutesAgo }) });
  });
}

const signed = (staffId: number, html: string) => `${html}<p>Best regards,<br>${STAFF_NAMES[staffId] ?? 'MediaDock Support'}</p>`;

/** How many generated tickets; the first `RECENT` of them are from the last few days and mostly still open. */
const HISTORY = 264;
const RECENT = 14;
/** The recent ones' statuses, in turn: 5 open, 4 answered, 3 customer replies, 2 closed. */
const RECENT_STATUSES = ['open', 'answered', 'open', 'customer-reply', 'open', 'answered', 'closed', 'open', 'customer-reply', 'answered', 'open', 'closed', 'customer-reply', 'answered'] as const;

/** A year and a half of tickets from the customers, after the seeded threads and with their own ids. */
function seedHistory(): void {
  const next = random(20_260_115);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  let ticketId = maxId(db.ticket.getAll());
  let messageId = maxId(db.ticketMessage.getAll());
  let noteId = maxId(db.ticketNote.getAll());
  const servers = db.server.getAll();

  for (let index = 0; index < HISTORY; index += 1) {
    const recent = index < RECENT;
    const customerId = CUSTOMERS[index % CUSTOMERS.length] as number;
    const [department, subject, ask, answer, followUp, basePriority] = pick(TOPICS);
    // Recent tickets were opened 90 minutes to three days ago; the rest reach back 540 days.
    const openedMinutesAgo = recent ? 90 + Math.round(((index + next()) / RECENT) * 3 * DAY) : Math.round(3 * DAY + next() * 537 * DAY);
    const status = recent ? RECENT_STATUSES[index] ?? 'open' : next() < 0.9 ? 'closed' : 'answered';
    const staffId = pick(STAFF);
    const answeredMinutesAgo = Math.round(openedMinutesAgo - Math.min(openedMinutesAgo - 30, 20 + next() * 6 * HOUR));
    const followUpMinutesAgo = Math.round(answeredMinutesAgo - Math.min(answeredMinutesAgo - 10, 15 + next() * 4 * HOUR));

    ticketId += 1;
    const thread: [authorId: number, staff: boolean, minutesAgo: number, body: string][] = [[customerId, false, openedMinutesAgo, ask]];
    if (status !== 'open') thread.push([staffId, true, answeredMinutesAgo, signed(staffId, answer)]);
    if (status === 'customer-reply') thread.push([customerId, false, followUpMinutesAgo, followUp]);
    if (status === 'closed' && next() < 0.5) thread.push([customerId, false, followUpMinutesAgo, pick(THANKS)]);
    const lastMinutesAgo = Math.min(...thread.map(([, , minutesAgo]) => minutesAgo));
    const closedMinutesAgo = Math.max(1, lastMinutesAgo - 60);
    const updatedMinutesAgo = status === 'closed' ? closedMinutesAgo : lastMinutesAgo;
    // The staff read what they answered and what they closed; the rest is new to them.
    const staffReadMinutesAgo = status === 'closed' ? closedMinutesAgo : status === 'open' ? null : answeredMinutesAgo;
    const roll = next();
    const priority = roll < 0.15 ? 'low' : roll < 0.8 ? basePriority : roll < 0.95 ? 'high' : 'urgent';
    const assignee = status === 'open' ? (next() < 0.5 ? null : staffId) : staffId;
    const server = servers.find((candidate) => candidate.user_id === customerId);

    db.ticket.create({
      id: ticketId,
      user_id: customerId,
      subject,
      department,
      status,
      server_id: department === 'Technical' && server ? server.id : null,
      created_at: ago({ minutes: openedMinutesAgo }),
      updated_at: ago({ minutes: updatedMinutesAgo }),
      // A recent answer is still unread by the customer; everything older they have seen.
      customer_read_at: ago({ minutes: status === 'answered' && recent ? openedMinutesAgo : lastMinutesAgo }),
      priority,
      assignee_id: assignee,
      staff_read_at: staffReadMinutesAgo === null ? null : ago({ minutes: staffReadMinutesAgo }),
    });
    for (const [authorId, staff, minutesAgo, body] of thread) {
      messageId += 1;
      db.ticketMessage.create({ id: messageId, ticket_id: ticketId, user_id: authorId, staff, body, format: staff ? 'html' : 'text', created_at: ago({ minutes: minutesAgo }) });
    }
    if (index % 11 === 5 && status !== 'open') {
      noteId += 1;
      db.ticketNote.create({ id: noteId, ticket_id: ticketId, user_id: staffId, body: 'Checked the node logs: nothing unusual on our side.', created_at: ago({ minutes: answeredMinutesAgo + 5 }) });
    }
  }
}

/** The staff's side of the seeded threads, then the generated history. */
export function seedStaffSide(): void {
  seedStaffSideOfThreads();
  seedHistory();
}
