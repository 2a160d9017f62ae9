import { ago } from '#lib/clock.ts';
import { db } from '../database.ts';

type Decision = [productId: number | null, adminId: number, reason: string | null];

type Request = [
  kind: 'trial' | 'product',
  name: string,
  email: string,
  serverType: string,
  /** The product a customer asked for (kind product). */
  productId: number | null,
  userId: number | null,
  message: string | null,
  hoursAgo: number,
  /** Pending without one; approved with a product, rejected with a reason. */
  decision: Decision | null,
];

const PLEX = 1;
const EMBY = 3;
const JELLYFIN = 4;

// The first three are the public form's seeded requests (`trialRequest` 1 to 3), as the admins see them.
const REQUESTS: Request[] = [
  ['trial', 'Mia Schneider', 'mia.schneider@example.de', 'plex', null, null, 'I would like to try hosting before moving my home server.', 1, null],
  ['trial', 'Liam O’Brien', 'liam.obrien@example.ie', 'emby', null, null, null, 30, [EMBY, 1, null]],
  ['trial', 'Ava Johnson', 'ava.johnson@example.com', 'jellyfin', null, null, 'For a small film club, about 8 people.', 80, [null, 2, 'Trials are for one household; the Jellyfin Family plan fits a film club of eight.']],
  ['product', 'Priya Shah', 'emby@demo.test', 'jellyfin', JELLYFIN, 4, 'I would like to compare Jellyfin with my Emby server before switching.', 3, null],
  ['trial', 'Lukas Weber', 'lukas.weber@example.de', 'plex', null, null, 'Moving away from a NAS at home, around 6 TB of films.', 5, null],
  ['trial', 'Sakura Yamamoto', 'sakura.yamamoto@example.jp', 'jellyfin', null, null, null, 7, null],
  ['trial', 'Daniel Kowalski', 'daniel.kowalski@example.pl', 'emby', null, null, 'Is hardware transcoding included in the trial?', 11, null],
  ['product', 'Noah Williams', 'noah.williams@demo.test', 'emby', EMBY, 14, 'My family prefers the Emby apps on their TVs.', 14, null],
  ['trial', 'Isabella Rossi', 'isabella.rossi@example.it', 'plex', null, null, null, 20, null],
  ['trial', 'Oliver Bennett', 'oliver.bennett@example.co.uk', 'plex', null, null, 'Mostly 1080p films and a few series.', 26, [PLEX, 1, null]],
  ['product', 'Kai Tanaka', 'trial@demo.test', 'plex', PLEX, 12, 'My Jellyfin trial works well; could I also try Plex?', 28, null],
  ['trial', 'Fatima Zahra', 'fatima.zahra@example.ma', 'jellyfin', null, null, null, 34, [JELLYFIN, 2, null]],
  ['product', 'Chloé Martin', 'chloe.martin@demo.test', 'plex', PLEX, 15, 'Some of my friends only have Plex on their TVs.', 40, [PLEX, 1, null]],
  ['trial', 'Marcus Johnson', 'marcus.johnson@example.com', 'emby', null, null, null, 46, [null, 1, 'This address already had a trial in March.']],
  ['trial', 'Elena Petrova', 'elena.petrova@example.bg', 'plex', null, null, 'Testing for a small office media library.', 50, null],
  ['trial', 'Jonas Berg', 'jonas.berg@example.se', 'jellyfin', null, null, null, 55, [JELLYFIN, 2, null]],
  ['product', 'Amara Nwosu', 'amara.nwosu@demo.test', 'jellyfin', JELLYFIN, 17, null, 60, null],
  ['trial', 'Wei Chen', 'wei.chen@example.sg', 'plex', null, null, 'A server in Singapore would be ideal.', 70, [PLEX, 1, null]],
  ['trial', 'Lucía Fernández', 'lucia.fernandez@example.es', 'emby', null, null, null, 75, [null, 2, 'We could not verify this e-mail address.']],
  ['trial', 'Tom Hughes', 'tom.hughes@example.co.uk', 'plex', null, null, 'Just want to download some films.', 90, [null, 1, 'Trials are for hosting your own media library.']],
  ['product', 'Lena Johansson', 'lena.johansson@demo.test', 'emby', EMBY, 18, null, 100, [EMBY, 2, null]],
  ['trial', 'Aisha Khan', 'aisha.khan@example.pk', 'jellyfin', null, null, null, 110, null],
  ['trial', 'Pierre Dubois', 'pierre.dubois@example.fr', 'plex', null, null, 'Je voudrais tester Plex avant de m’abonner.', 130, [PLEX, 1, null]],
  ['trial', 'Grace Kim', 'grace.kim@example.kr', 'emby', null, null, null, 150, [EMBY, 2, null]],
  ['product', 'Mateo García', 'jellyfin@demo.test', 'plex', PLEX, 5, 'Could I try Plex alongside my Jellyfin server?', 170, [null, 1, 'Your account cannot order from the shop, so a product trial cannot lead to an order. Please contact support.']],
  ['trial', 'Rafael Souza', 'rafael.souza@example.br', 'jellyfin', null, null, null, 200, [JELLYFIN, 2, null]],
  ['trial', 'Hannah Fischer', 'hannah.fischer@example.at', 'plex', null, null, 'Would a trial keep my libraries if I subscribe afterwards?', 220, null],
  ['trial', 'Kwame Mensah', 'kwame.mensah@example.gh', 'emby', null, null, null, 260, [null, 1, 'A duplicate of an earlier request.']],
  ['product', 'Sofia Rossi', 'contributor@demo.test', 'jellyfin', JELLYFIN, 13, null, 300, [JELLYFIN, 2, null]],
  ['trial', 'Nina Horvat', 'nina.horvat@example.hr', 'plex', null, null, null, 340, [PLEX, 1, null]],
  ['trial', 'Ethan Clarke', 'ethan.clarke@example.ca', 'jellyfin', null, null, null, 400, [null, 2, 'Trials were paused during the Jellyfin migration.']],
  ['trial', 'Yusuf Demir', 'yusuf.demir@example.com.tr', 'emby', null, null, 'For my parents, who live abroad.', 450, [EMBY, 1, null]],
  ['trial', 'Olivia Brown', 'olivia.brown@example.com.au', 'plex', null, null, null, 520, [PLEX, 2, null]],
  ['trial', 'Mehmet Yılmaz', 'mehmet.yilmaz@example.com.tr', 'jellyfin', null, null, null, 560, [null, 1, 'Requested with a disposable e-mail address.']],
  ['trial', 'Sara Lindqvist', 'sara.lindqvist@example.se', 'jellyfin', null, null, null, 600, null],
  ['trial', 'Arjun Patel', 'arjun.patel@example.in', 'plex', null, null, 'About 40 films and the family photos.', 700, [PLEX, 1, null]],
];

/** Trial requests of the last month: guests' and customers', a third of them still pending. */
export function seedTrialRequests(): void {
  REQUESTS.forEach(([kind, name, email, serverType, productId, userId, message, hoursAgo, decision], index) => {
    const id = index + 1;
    const decidedHoursAgo = hoursAgo - Math.min(3, hoursAgo / 2);
    db.requestedTrial.create({
      id,
      kind,
      name,
      email,
      server_type: serverType,
      product_id: decision ? (decision[0] ?? productId) : productId,
      user_id: userId,
      message,
      status: decision ? (decision[0] === null ? 'rejected' : 'approved') : 'pending',
      reason: decision?.[2] ?? null,
      decided_at: decision ? ago({ hours: decidedHoursAgo }) : null,
      decided_by: decision?.[1] ?? null,
      guest_request_id: id <= 3 ? id : null,
      created_at: ago({ hours: hoursAgo }),
    });
  });
}
