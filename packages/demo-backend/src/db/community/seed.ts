import { ago, later } from '#lib/clock.ts';
import { db } from '../database.ts';
import { seededLibrary } from '../servers/seed.ts';

/** The community center: friends invited, the community CDN and reports of mismatched titles. */
export function seedCommunity(): void {
  const invites: [userId: number, email: string, message: string | null, status: string, sentDaysAgo: number, acceptedDaysAgo: number | null][] = [
    [3, 'sam.okoye@example.com', 'Join me, the 4K lists are great.', 'accepted', 48, 46],
    [3, 'lena.fischer@example.de', null, 'pending', 3, null],
    [3, 'marco.bianchi@example.it', 'Here is the invite I promised you.', 'pending', 9, null],
    [3, 'old.roommate@example.org', null, 'expired', 40, null],
    [3, 'mark.tan@example.com', null, 'revoked', 20, null],
    [6, 'jonas.becker@example.de', 'For your own server, finally.', 'accepted', 400, 398],
    [6, 'clara.wolf@example.de', null, 'accepted', 150, 149],
    [4, 'ravi.shah@example.com', null, 'pending', 1, null],
  ];
  invites.forEach(([userId, email, message, status, sentDaysAgo, acceptedDaysAgo], index) => {
    db.communityInvite.create({
      id: index + 1,
      user_id: userId,
      email,
      message,
      status,
      sent_at: ago({ days: sentDaysAgo }),
      accepted_at: acceptedDaysAgo === null ? null : ago({ days: acceptedDaysAgo }),
      expires_at: later({ days: 14 - sentDaysAgo }),
    });
  });

  const nodes: [name: string, location: string, status: string, load: number | null, latency: number | null][] = [
    ['cdn-fra-1', 'Frankfurt, DE', 'online', 42, 6],
    ['cdn-ams-1', 'Amsterdam, NL', 'online', 63, 11],
    ['cdn-lon-1', 'London, GB', 'degraded', 91, 19],
    ['cdn-nyc-1', 'New York, US', 'offline', null, null],
    ['cdn-sgp-1', 'Singapore, SG', 'online', 27, 158],
  ];
  nodes.forEach(([name, location, status, load, latency], index) => {
    db.communityCdnNode.create({ id: index + 1, name, location, status, load_percent: load, latency_ms: latency });
  });
  db.communityCdnPreference.create({ user_id: 3, node_id: 1, updated_at: ago({ days: 21 }) });
  db.communityCdnPreference.create({ user_id: 6, node_id: 2, updated_at: ago({ days: 70 }) });

  const reports: [userId: number, serverId: number, library: string, title: string, problem: string, details: string | null, match: string, status: string, note: string | null, daysAgo: number, updatedDaysAgo: number][] = [
    [3, 1, 'Movies', 'Nosferatu', 'wrong_year', 'Matched to the 2024 remake; ours is the 1922 original.', 'tt0013442', 'fixed', 'Re-matched to Nosferatu (1922). Refresh the metadata if the old poster still shows.', 16, 14],
    [3, 1, 'TV Shows', 'The Beverly Hillbillies', 'wrong_episodes', 'Season 2 episode titles are shifted by one.', 'https://thetvdb.com/series/the-beverly-hillbillies', 'in_progress', 'We are checking the episode order against TheTVDB.', 5, 2],
    [3, 1, 'Movies', 'Charade', 'wrong_artwork', 'The poster is from the 2002 film The Truth About Charlie.', 'tt0056923', 'open', null, 1, 1],
    [6, 4, '4K Movies', 'Metropolis', 'wrong_title', 'Shows as “Metropolis (2001)”, the anime.', 'tt0017136', 'rejected', 'Your file is named after the 2001 film; rename it to “Metropolis (1927)” and scan again.', 30, 27],
  ];
  reports.forEach(([userId, serverId, library, title, problem, details, match, status, note, daysAgo, updatedDaysAgo], index) => {
    db.mismatchReport.create({
      id: index + 1,
      user_id: userId,
      server_id: serverId,
      library_id: seededLibrary(serverId, library).id,
      title,
      problem,
      details,
      correct_match: match,
      status,
      staff_note: note,
      created_at: ago({ days: daysAgo }),
      updated_at: ago({ days: updatedDaysAgo }),
    });
  });
}
