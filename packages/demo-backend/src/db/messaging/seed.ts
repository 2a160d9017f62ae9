import { ago, later, now } from '#lib/clock.ts';
import { db } from '../database.ts';
import { USERS } from '../users/seed.ts';

const LAST_DEMO_ACCOUNT = Math.max(...USERS.map((user) => user.id));

type AnnouncementSeed = {
  header: string;
  content: string;
  size: 'sm' | 'md' | 'lg' | 'xl';
  published: boolean;
  createdDaysAgo: number;
  /** Days from now (negative: in the past). */
  starts?: number;
  ends?: number;
};

/**
 * Announcements after the two of `../notifications` (ids 3 on). None of them is live, so what
 * customers see at sign-in stays the two older ones: they are over, planned or drafts.
 */
const ANNOUNCEMENTS: AnnouncementSeed[] = [
  {
    header: 'Jellyfin 10.10 on every node',
    content: '<p>Every Jellyfin server now runs <strong>10.10</strong>, with faster library scans and trickplay previews.</p><p>Nothing to do on your side: your server was updated overnight.</p>',
    size: 'md',
    published: true,
    createdDaysAgo: 64,
    starts: -62,
    ends: -48,
  },
  {
    header: 'Black Friday: 30% off yearly plans',
    content: '<p>Until Monday, every yearly plan is <strong>30% off</strong> for new and existing customers.</p><p><a href="/app/shop">See the plans</a></p>',
    size: 'lg',
    published: true,
    createdDaysAgo: 40,
    starts: -38,
    ends: -34,
  },
  {
    header: 'New node in Warsaw',
    content: '<p>Servers can now be deployed in <strong>Warsaw</strong>, close to customers in Eastern Europe.</p>',
    size: 'sm',
    published: true,
    createdDaysAgo: 30,
    starts: -30,
    ends: -16,
  },
  {
    header: 'Support hours over the holidays',
    content: '<p>Between 24 and 26 December our support answers within <strong>24 hours</strong> instead of the usual four.</p><p>The <a href="/app/status">status page</a> stays up to date around the clock.</p>',
    size: 'md',
    published: true,
    createdDaysAgo: 1,
    starts: 24,
    ends: 33,
  },
  {
    header: 'Price changes for new plans in 2027',
    content: '<p>From January, new plans cost a little more; <strong>existing plans keep their price</strong>.</p><ul><li>Starter: 9.90</li><li>Plus: 14.90</li><li>Pro: 24.90</li></ul>',
    size: 'xl',
    published: false,
    createdDaysAgo: 3,
  },
];

type EmailSeed = [subject: string, group: string, target: string | number | null, recipients: number, daysAgo: number, sentBy: number];

const EMAILS: EmailSeed[] = [
  ['Your server moves to faster disks', 'node', 2, 46, 180, 1],
  ['Welcome to Jellyfin 10.9', 'server-type', 'jellyfin', 58, 150, 2],
  ['How to get the most out of your trial', 'trial', null, 7, 131, 1],
  ['Reseller price list for 2026', 'resellers', null, 1, 120, 2],
  ['Summer maintenance on nyc-01', 'node', 4, 39, 97, 1],
  ['New: request 4K titles in the lounge', 'everybody', null, 332, 75, 1],
  ['Plex Pass lifetime sale', 'server-type', 'plex', 171, 60, 2],
  ['Your invoice address', 'users', null, 2, 52, 1],
  ['Emby 4.9 is here', 'server-type', 'emby', 94, 41, 2],
  ['Black Friday: 30% off yearly plans', 'everybody', null, 334, 38, 1],
  ['Your trial ends soon', 'trial', null, 6, 20, 1],
  ['Maintenance on fra-02 this Sunday', 'node', 2, 47, 3, 2],
];

const emailBody = (subject: string) =>
  `<p>Hello,</p><p>${subject}. You can read the details in the portal.</p><p><a href="https://portal.mediadock.example/app/dashboard">Open the portal</a></p><p>The MediaDock team</p>`;

/**
 * Who read the announcements that are over: generated customers only, so the demo accounts' own
 * reads (which the customer tests count) stay as they were.
 */
function seedReads(): void {
  let readId = Math.max(0, ...db.announcementRead.getAll().map((row) => row.id));
  const customers = db.user.getAll().filter((user) => user.id > LAST_DEMO_ACCOUNT && !user.admin);
  for (const announcement of db.announcement.getAll()) {
    const schedule = db.announcementSchedule.findFirst({ where: { id: { equals: announcement.id } } });
    if (!announcement.active || !schedule?.ends_at || !schedule.starts_at || Date.parse(schedule.ends_at) > now()) continue;
    const share = 12 + ((announcement.id * 17) % 20);
    for (const user of customers) {
      if ((user.id * 7 + announcement.id * 13) % 100 >= share) continue;
      readId += 1;
      db.announcementRead.create({ id: readId, announcement_id: announcement.id, user_id: user.id, created_at: schedule.starts_at });
    }
  }
}

/** The admin's announcements (after the existing ones, with their dates) and the e-mails sent so far. */
export function seedMessaging(): void {
  let id = Math.max(0, ...db.announcement.getAll().map((row) => row.id));
  for (const seed of ANNOUNCEMENTS) {
    id += 1;
    const createdAt = ago({ days: seed.createdDaysAgo });
    db.announcement.create({ id, header: seed.header, content: seed.content, size: seed.size, active: seed.published, created_at: createdAt });
    db.announcementSchedule.create({
      id,
      starts_at: seed.starts === undefined ? null : later({ days: seed.starts }),
      ends_at: seed.ends === undefined ? null : later({ days: seed.ends }),
      published_at: seed.published ? createdAt : null,
      updated_at: createdAt,
    });
  }
  seedReads();
  EMAILS.forEach(([subject, group, target, recipients, daysAgo, sentBy], index) => {
    db.sentEmail.create({
      id: index + 1,
      subject,
      body: emailBody(subject),
      group,
      server_type: group === 'server-type' && typeof target === 'string' ? target : null,
      node_id: group === 'node' && typeof target === 'number' ? target : null,
      emails: group === 'users' ? ['hannah.becker@demo.test', 'chloe.martin@demo.test'] : [],
      recipient_count: recipients,
      sent_by: sentBy,
      test: false,
      sent_at: ago({ days: daysAgo, hours: 9 - (index % 5) }),
    });
  });
}
