import { drop } from '@mswjs/data';
import { seedAppOperations } from './app-operations/seed.ts';
import { seedBilling } from './billing/seed.ts';
import { seedCatalog } from './catalog/seed.ts';
import { seedCommunity } from './community/seed.ts';
import { seedCustomerSettings } from './customer-settings/seed.ts';
import { db, onDataChange } from './database.ts';
import { seedNodePages } from './node-pages/seed.ts';
import { seedNotifications } from './notifications/seed.ts';
import { seedMessaging } from './messaging/seed.ts';
import { seedPlexTools } from './plex-tools/seed.ts';
import { seedProcesses } from './processes/seed.ts';
import { seedRequestLounge } from './request-lounge/seed.ts';
import { seedRequestSetup } from './request-setup/seed.ts';
import { seedRequestStats } from './request-stats/seed.ts';
import { seedServers } from './servers/seed.ts';
import { seedSetup } from './setup/seed.ts';
import { seedStatus } from './status/seed.ts';
import { seedSupport } from './support/seed.ts';
import { seedSystemSettings } from './system-settings/seed.ts';
import { seedTrialRequests } from './trial-requests/seed.ts';
import { seedUserInteraction } from './user-interaction/seed.ts';
import { seedUsers } from './users/seed.ts';
import { seedAppManagement } from './app-management/seed.ts';
import { seedIntegrations } from './integrations/seed.ts';
import { seedAutomations } from './automations/seed.ts';
import { seedIntegrationComms } from './integration-comms/seed.ts';
import { seedStorage } from './storage/seed.ts';
import { seedIntegrationDocker } from './integration-docker/seed.ts';
import { seedReseller } from './reseller/seed.ts';
import { seedResellerShop } from './reseller-shop/seed.ts';
import { seedResellerWhmcs } from './reseller-whmcs/seed.ts';
import { seedResellerProducts } from './reseller-products/seed.ts';
import { seedModeratorQueue } from './moderator/seed.ts';

let seeded = false;

/** When the last seed began and how long it took, while the data is still exactly what it made. */
let lastSeed: { at: number; took: number } | null = null;
onDataChange(() => {
  lastSeed = null;
});

/**
 * Drops every table and fills it with the demo platform again; timestamps count back from now.
 * Each domain seeds its own tables. The order matters where a seed reads what an earlier one made:
 * the set-up reads the system settings, the request lounge's plays read the servers, and customer
 * settings, Plex tools and the community read the servers' libraries.
 */
export function seed(): void {
  const at = Date.now();
  drop(db);
  seedUsers();
  seedServers();
  seedNotifications();
  seedProcesses();
  seedNodePages();
  seedSupport();
  seedStatus();
  seedBilling();
  seedCatalog();
  seedSystemSettings();
  seedSetup();
  seedCustomerSettings();
  seedRequestLounge();
  seedRequestSetup();
  seedPlexTools();
  seedCommunity();
  seedTrialRequests();
  seedMessaging();
  seedAppOperations();
  seedUserInteraction();
  seedAppManagement();
  seedRequestStats();
  // The integrations' rows first: the seeds of integrations, storage and metrics below fill them.
  seedIntegrations();
  seedIntegrationDocker();
  seedStorage();
  seedIntegrationComms();
  seedAutomations();
  // (integration, storage and metrics seeds: above this line)
  seedReseller();
  seedResellerProducts();
  seedResellerWhmcs();
  seedResellerShop();
  seedModeratorQueue();
  // (reseller and moderator seeds: above this line)
  seeded = true;
  lastSeed = { at, took: Date.now() - at };
}

/**
 * When the data on hand was seeded (its timestamps count back from about then), and how long the
 * seed took; `null` once anything changed it since.
 */
export function untouchedSeed(): { at: number; took: number } | null {
  return lastSeed;
}

/** The data was replaced without change events (a restore point put it back): it is no seed's own any more. */
export function forgetSeed(): void {
  lastSeed = null;
}

/** Seeds once, the first time the data is needed. */
export function ensureSeeded(): void {
  if (!seeded) seed();
}

export function markSeeded(): void {
  seeded = true;
}
