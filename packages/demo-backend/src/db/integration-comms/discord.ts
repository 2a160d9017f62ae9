import { db } from '#db/database.ts';
import { now } from '#lib/clock.ts';
import { sha256 } from '#lib/crypto.ts';
import { validationFailed } from '#lib/http-error.ts';
import { integrationOf } from '#model/integrations.ts';

const MINUTE = 60_000;
/** The provider's codes are good for ten minutes, its access tokens for a week. */
export const CODE_LIFETIME = 10 * MINUTE;
export const TOKEN_LIFETIME = 7 * 24 * 60 * MINUTE;

/** A stamp of when something expires, in 12 hexadecimal digits: the demo keeps no table of codes or tokens. */
const stamp = (at: number): string => Math.max(0, Math.floor(at)).toString(16).padStart(12, '0').slice(-12);
const expiryOf = (hex: string): number => Number.parseInt(hex, 16);

let issued = 0;

/** A code as the provider puts on the redirect: `mdc_` with its expiry and a random-looking tail. */
export function issueCode(): string {
  issued += 1;
  return `mdc_${stamp(now() + CODE_LIFETIME)}${sha256(`code:${now()}:${issued}`).slice(0, 20)}`;
}

/**
 * Exchanges a code. A code of the demo's own shape carries its expiry; any other code stands for
 * one the provider issued a moment ago.
 */
export function exchangeCode(code: string): string {
  const own = /^mdc_([0-9a-f]{12})[0-9a-f]{20}$/.exec(code);
  if (own && expiryOf(own[1] ?? '0') <= now()) throw validationFailed({ code: ['The code has expired. Start the link again.'] });
  return `dsc_${stamp(now() + TOKEN_LIFETIME)}${sha256(`oauth:${code}`).slice(0, 20)}`;
}

/** The token of a guild call: its shape, then its expiry. */
export function requireChatToken(token: string): void {
  const match = /^dsc_([0-9a-f]{12})[0-9a-f]{20}$/.exec(token);
  if (!match) throw validationFailed({ token: ['The token is not valid or has expired.'] });
  if (expiryOf(match[1] ?? '0') <= now()) throw validationFailed({ token: ['The token has expired. Start the link again.'] });
}

export interface NamedRef {
  id: string;
  name: string;
}

export function chatEntry(guildId: string, kind: 'channel' | 'role', id: unknown): NamedRef | null {
  if (typeof id !== 'string' || !id) return null;
  const entry = db.chatEntry.findFirst({ where: { id: { equals: id } } });
  return entry && entry.guild_id === guildId && entry.kind === kind ? { id: entry.id, name: entry.name } : null;
}

/** The saved link, with names read from the guild as it is now. */
export function discordLink() {
  const { values } = integrationOf('discord');
  const guildId = typeof values.guild_id === 'string' ? values.guild_id : '';
  const guild = guildId ? db.chatGuild.findFirst({ where: { id: { equals: guildId } } }) : null;
  if (!guild) return { guild: null, announcements_channel: null, alerts_channel: null, customer_role: null, trial_role: null, linked_at: null };
  return {
    guild: { id: guild.id, name: guild.name },
    announcements_channel: chatEntry(guild.id, 'channel', values.announcements_channel_id),
    alerts_channel: chatEntry(guild.id, 'channel', values.alerts_channel_id),
    customer_role: chatEntry(guild.id, 'role', values.customer_role_id),
    trial_role: chatEntry(guild.id, 'role', values.trial_role_id),
    linked_at: typeof values.linked_at === 'string' ? values.linked_at : null,
  };
}
