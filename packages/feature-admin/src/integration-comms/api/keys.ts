import { adminKeys } from '#api/keys.ts';

/** Query keys of Discord, the mail templates and the Kronos API, under the area's root. */
export const integrationCommsKeys = {
  all: [...adminKeys.all, 'integration-comms'] as const,
  discordLink: () => [...integrationCommsKeys.all, 'discord', 'link'] as const,
  /** The OAuth steps: keyed by the token, which lives in memory only (the query cache). */
  discordGuildLists: () => [...integrationCommsKeys.all, 'discord', 'guilds'] as const,
  discordGuilds: (token: string) => [...integrationCommsKeys.discordGuildLists(), token] as const,
  discordGuildDetails: () => [...integrationCommsKeys.all, 'discord', 'guild'] as const,
  discordGuild: (token: string, id: string) => [...integrationCommsKeys.discordGuildDetails(), token, id] as const,
  mailTemplates: () => [...integrationCommsKeys.all, 'mail-templates'] as const,
  mailTemplate: (key: string) => [...integrationCommsKeys.mailTemplates(), key] as const,
  kronosApi: () => [...integrationCommsKeys.all, 'kronos-api'] as const,
};
