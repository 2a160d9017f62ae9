import type { components } from '@portal/api-client';

type Schemas = components['schemas'];

export type NamedRef = Schemas['NamedRef'];
export type ChatGuild = Schemas['ChatGuild'];
export type DiscordLink = Schemas['DiscordLink'];
export type MailTemplateSummary = Schemas['MailTemplateSummary'];
export type MailTemplate = Schemas['MailTemplate'];
export type MailTemplateVariable = Schemas['MailTemplateVariable'];
export type MailTemplateInput = Schemas['MailTemplateInput'];
export type ApiClients = Schemas['ApiClients'];
export type ApiClient = ApiClients['clients'][number];
export type ResellerPanel = ApiClients['reseller_panels'][number];
