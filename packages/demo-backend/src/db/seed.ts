import { drop } from '@mswjs/data';
import { ago } from '#lib/clock.ts';
import { db } from './database.ts';
import { seedBilling } from './billing/seed.ts';
import { seedCustomerSettings } from './customer-settings/seed.ts';
import { seedCommunity } from './seed-community.ts';
import { seedMedia } from './seed-media.ts';
import { seedPlexTools } from './seed-plex-tools.ts';
import { seedProcesses } from './processes/seed.ts';
import { seedSetup } from './setup/seed.ts';
import { seedStatus } from './status/seed.ts';
import { seedSupport } from './support/seed.ts';
import { seedSystemSettings } from './system-settings/seed.ts';
import { seedNotifications } from './notifications/seed.ts';
import { seedServers } from './servers/seed.ts';
import { seedUsers } from './users/seed.ts';

function seedLounge(): void {
  const requests: [userId: number, mediaId: number, status: string, daysAgo: number][] = [
    [3, 15, 'pending', 1],
    [3, 14, 'approved', 3],
    [3, 2, 'available', 12],
    [3, 18, 'declined', 20],
    [3, 33, 'pending', 2],
    [4, 23, 'pending', 4],
    [6, 24, 'approved', 6],
  ];
  requests.forEach(([userId, mediaId, status, daysAgo], index) => {
    db.mediaRequest.create({ id: index + 1, user_id: userId, media_id: mediaId, status, created_at: ago({ days: daysAgo }) });
  });
  const subscriptions: [userId: number, mediaId: number][] = [[3, 36], [3, 32], [3, 23], [6, 31]];
  subscriptions.forEach(([userId, mediaId], index) => {
    db.subscription.create({ id: index + 1, user_id: userId, media_id: mediaId, created_at: ago({ days: 7 + index }) });
  });
}

let seeded = false;

/** Drops every table and fills it with the demo platform again; timestamps count back from now. */
export function seed(): void {
  drop(db);
  seedUsers();
  seedServers();
  seedNotifications();
  seedProcesses();
  seedSupport();
  seedStatus();
  seedSystemSettings();
  seedSetup();
  seedMedia();
  seedLounge();
  seedCustomerSettings();
  seedBilling();
  seedPlexTools();
  seedCommunity();
  seeded = true;
}

/** Seeds once, the first time the data is needed. */
export function ensureSeeded(): void {
  if (!seeded) seed();
}

export function markSeeded(): void {
  seeded = true;
}
