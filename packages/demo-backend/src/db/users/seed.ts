import { ago, later } from '#lib/clock.ts';
import { hashPassword, sha256 } from '#lib/crypto.ts';
import { db } from '../database.ts';
import {
  DEMO_IMPERSONATION_TOKEN,
  DEMO_INVITE_KEY,
  DEMO_INVITE_KEY_WITHOUT_PRODUCTS,
  DEMO_PASSWORD,
  DEMO_RESET_EMAIL,
  DEMO_RESET_TOKEN,
  DEMO_USED_INVITE_KEY,
} from '../fixtures.ts';

interface UserSeed {
  id: number;
  name: string;
  email: string;
  daysAgo: number;
  admin?: boolean;
  is_moderator?: boolean;
  is_contributor?: boolean;
  is_trial?: boolean;
  is_reseller?: boolean;
  reseller_node?: number;
  reseller_id?: number;
  whmcs_id?: number;
  restrictions?: string[];
  /** Imported from the billing system before passwords were hashed. */
  plainPassword?: boolean;
  /** A generated customer: no password anyone could sign in with. */
  generated?: boolean;
}

/** The demo accounts; fixed ids, so the other domains refer to them by id. */
export const USERS: UserSeed[] = [
  { id: 1, name: 'Alex Morgan', email: 'admin@demo.test', daysAgo: 1630, admin: true },
  { id: 2, name: 'Sam Rivera', email: 'sam.rivera@demo.test', daysAgo: 1104, admin: true },
  { id: 3, name: 'Jordan Lee', email: 'plex@demo.test', daysAgo: 412 },
  { id: 4, name: 'Priya Shah', email: 'emby@demo.test', daysAgo: 388 },
  { id: 5, name: 'Mateo García', email: 'jellyfin@demo.test', daysAgo: 301, restrictions: ['shop'] },
  { id: 6, name: 'Hannah Becker', email: 'hannah.becker@demo.test', daysAgo: 977 },
  { id: 7, name: 'Oliver Grant', email: 'billing@demo.test', daysAgo: 1402, whmcs_id: 4217, plainPassword: true },
  { id: 8, name: 'Nadia Okafor', email: 'reseller@demo.test', daysAgo: 845, is_reseller: true },
  { id: 9, name: 'Tomasz Nowak', email: 'node@demo.test', daysAgo: 233, reseller_node: 7 },
  { id: 10, name: 'Lucas Ferreira', email: 'lucas.ferreira@demo.test', daysAgo: 190, reseller_id: 8 },
  { id: 11, name: 'Emma Clarke', email: 'moderator@demo.test', daysAgo: 702, is_moderator: true },
  { id: 12, name: 'Kai Tanaka', email: 'trial@demo.test', daysAgo: 3, is_trial: true, restrictions: ['backups', 'cdn', 'shop'] },
  { id: 13, name: 'Sofia Rossi', email: 'contributor@demo.test', daysAgo: 530, is_contributor: true },
  { id: 14, name: 'Noah Williams', email: 'noah.williams@demo.test', daysAgo: 96, restrictions: ['request-lounge'] },
  { id: 15, name: 'Chloé Martin', email: 'chloe.martin@demo.test', daysAgo: 61, whmcs_id: 5093 },
  { id: 16, name: 'Ethan Brooks', email: 'ethan.brooks@demo.test', daysAgo: 44, reseller_id: 9 },
  { id: 17, name: 'Amara Nwosu', email: 'amara.nwosu@demo.test', daysAgo: 17 },
  { id: 18, name: 'Lena Johansson', email: 'lena.johansson@demo.test', daysAgo: 9, reseller_id: 8, restrictions: ['invites'] },
];

function seedAccounts(): void {
  for (const user of [...USERS, ...generatedCustomers()]) {
    // A fixed salt per account keeps the seed deterministic, so a saved demo database can tell whether the seed changed.
    db.user.create({
      id: user.id,
      name: user.name,
      email: user.email,
      password: user.generated ? '' : user.plainPassword ? DEMO_PASSWORD : hashPassword(DEMO_PASSWORD, sha256(user.email).slice(0, 16)),
      admin: user.admin ?? false,
      is_moderator: user.is_moderator ?? false,
      is_contributor: user.is_contributor ?? false,
      is_trial: user.is_trial ?? false,
      is_reseller: user.is_reseller ?? false,
      reseller_node: user.reseller_node ?? null,
      reseller_id: user.reseller_id ?? null,
      whmcs_id: user.whmcs_id ?? null,
      restrictions: user.restrictions ?? [],
      created_at: ago({ days: user.daysAgo }),
    });
  }
}

const FIRST_NAMES = [
  'Aaliyah', 'Ben', 'Carla', 'Dmitri', 'Elif', 'Felix', 'Grace', 'Hiro', 'Ines', 'Jonas', 'Keira', 'Leon', 'Maya', 'Nils', 'Olivia', 'Pablo',
  'Quinn', 'Rosa', 'Stefan', 'Tara', 'Umar', 'Valentina', 'Wes', 'Xenia', 'Yusuf', 'Zoe', 'Anouk', 'Bruno', 'Chiara', 'Diego', 'Emil', 'Freya',
  'Gustav', 'Helena', 'Idris', 'Julia', 'Karim', 'Lotte', 'Marco', 'Nora', 'Omar', 'Paula', 'Rafael', 'Selin', 'Theo', 'Ulla', 'Viktor', 'Wiebke',
];
const LAST_NAMES = [
  'Adler', 'Bauer', 'Castillo', 'Dubois', 'Eriksen', 'Fischer', 'Gallagher', 'Hoffmann', 'Ivanova', 'Jansen', 'Kowalski', 'Lindqvist', 'Moreau',
  'Novak', 'Oyelaran', 'Petrov', 'Quintero', 'Richter', 'Santos', 'Takahashi', 'Ulrich', 'Vasquez', 'Weber', 'Yilmaz', 'Zimmermann', 'Brennan',
  'Costa', 'De Vries', 'Engel', 'Fontaine', 'Haas', 'Kaya', 'Larsen', 'Mendes', 'Nakamura', 'Olsen', 'Pereira', 'Schmitt', 'Varga', 'Walsh',
];
const DOMAINS = ['mailbox.test', 'streamfans.test', 'example.net', 'kinoabend.test', 'homecinema.test', 'example.org'];
const GENERATED_RESTRICTIONS = [['shop'], ['request-lounge'], ['cdn'], ['invites', 'support'], ['backups']];

/** How many customers are generated after the demo accounts, so that the admin's list pages for real. */
export const GENERATED_CUSTOMERS = 320;

/**
 * Customers after the demo accounts (ids from 101 on): names, addresses and flags follow from the
 * position alone, so every seed gives the same rows. Their password is empty, so nobody signs in
 * as them; the addresses are on reserved test domains, never on the demo accounts' own.
 */
export function generatedCustomers(): UserSeed[] {
  return Array.from({ length: GENERATED_CUSTOMERS }, (_, index) => {
    const first = FIRST_NAMES[(index * 7) % FIRST_NAMES.length]!;
    const last = LAST_NAMES[(index * 11 + Math.floor(index / FIRST_NAMES.length)) % LAST_NAMES.length]!;
    const domain = DOMAINS[index % DOMAINS.length]!;
    const local = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
    const id = 101 + index;
    return {
      id,
      name: `${first} ${last}`,
      email: `${local}.${id}@${domain}`,
      // Newest last, spread over four years.
      daysAgo: Math.max(1, 1500 - Math.floor((index * 1500) / GENERATED_CUSTOMERS) - (index % 5)),
      ...(index % 9 === 4 ? { is_trial: true } : {}),
      ...(index % 23 === 7 ? { is_contributor: true } : {}),
      ...(index % 97 === 50 ? { is_moderator: true } : {}),
      ...(index % 3 === 1 ? { whmcs_id: 6000 + index * 3 } : {}),
      ...(index % 13 === 6 ? { restrictions: GENERATED_RESTRICTIONS[index % GENERATED_RESTRICTIONS.length] } : {}),
      generated: true,
    };
  });
}

function seedAccessKeys(): void {
  db.inviteKey.create({ key: DEMO_INVITE_KEY, email: null, product_ids: [1, 3, 4], reseller_id: null, used_by: null, used_at: null, expires_at: later({ days: 365 }), created_at: ago({ days: 10 }) });
  db.inviteKey.create({ key: DEMO_INVITE_KEY_WITHOUT_PRODUCTS, email: null, product_ids: [], reseller_id: null, used_by: null, used_at: null, expires_at: later({ days: 365 }), created_at: ago({ days: 10 }) });
  db.inviteKey.create({ key: DEMO_USED_INVITE_KEY, email: null, product_ids: [1], reseller_id: null, used_by: 17, used_at: ago({ days: 17 }), expires_at: null, created_at: ago({ days: 90 }) });
  db.inviteKey.create({ key: 'OKAFOR-LON-7Q4', email: 'new.customer@demo.test', product_ids: [4], reseller_id: 8, used_by: null, used_at: null, expires_at: later({ days: 30 }), created_at: ago({ days: 1 }) });

  db.passwordReset.create({ token: DEMO_RESET_TOKEN, email: DEMO_RESET_EMAIL, created_at: ago({ minutes: 5 }), expires_at: later({ days: 30 }) });
  db.impersonation.create({ token: DEMO_IMPERSONATION_TOKEN, user_id: 3, admin_id: 1, created_at: ago({ minutes: 1 }), expires_at: later({ days: 30 }) });

  const trials: [name: string, email: string, type: string, message: string | null, status: string, hoursAgo: number][] = [
    ['Mia Schneider', 'mia.schneider@example.de', 'plex', 'I would like to try hosting before moving my home server.', 'pending', 1],
    ['Liam O’Brien', 'liam.obrien@example.ie', 'emby', null, 'approved', 30],
    ['Ava Johnson', 'ava.johnson@example.com', 'jellyfin', 'For a small film club, about 8 people.', 'declined', 80],
  ];
  trials.forEach(([name, email, type, message, status, hoursAgo], index) => {
    db.trialRequest.create({ id: index + 1, name, email, server_type: type, message, status, created_at: ago({ hours: hoursAgo }) });
  });
}

/** The accounts, then the invite keys, trial requests, the password reset and the impersonation. */
export function seedUsers(): void {
  seedAccounts();
  seedAccessKeys();
}
