import { drop } from '@mswjs/data';
import { db } from './database.ts';
import { seedBilling } from './billing/seed.ts';
import { seedCustomerSettings } from './customer-settings/seed.ts';
import { seedCommunity } from './seed-community.ts';
import { seedRequestLounge } from './request-lounge/seed.ts';
import { seedPlexTools } from './plex-tools/seed.ts';
import { seedProcesses } from './processes/seed.ts';
import { seedSetup } from './setup/seed.ts';
import { seedStatus } from './status/seed.ts';
import { seedSupport } from './support/seed.ts';
import { seedSystemSettings } from './system-settings/seed.ts';
import { seedNotifications } from './notifications/seed.ts';
import { seedServers } from './servers/seed.ts';
import { seedUsers } from './users/seed.ts';

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
  seedRequestLounge();
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
